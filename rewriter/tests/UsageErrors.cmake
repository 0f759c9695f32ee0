# Bad input: ompfix reports clearly and exits 2, and still checks the files
# it can. Run with -DOMPFIX=<tool> -DSOURCE_DIR=<rewriter/>.
set(GOOD ${SOURCE_DIR}/tests/inputs/good.c)
set(BAD ${SOURCE_DIR}/tests/inputs/does_not_parse.c)

execute_process(COMMAND ${OMPFIX} ${BAD} ${GOOD} --format=json
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 2)
  message(FATAL_ERROR "a file that does not parse: exit ${status}, want 2\n${err}")
endif()
if(NOT err MATCHES "cannot process '[^']*does_not_parse.c'")
  message(FATAL_ERROR "no clear error for the file that does not parse:\n${err}")
endif()
if(NOT out MATCHES "good.c" OR NOT out MATCHES "\"verdict\": \"verified\"")
  message(FATAL_ERROR "the other file was not checked:\n${out}")
endif()

execute_process(COMMAND ${OMPFIX} ${SOURCE_DIR}/tests/inputs/missing.c
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 2)
  message(FATAL_ERROR "a missing file: exit ${status}, want 2\n${err}")
endif()

execute_process(COMMAND ${OMPFIX} ${GOOD}
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "a verified file: exit ${status}, want 0\n${err}")
endif()

# The isl budget: past it the loop is unknown, a warning (exit 0), and an
# error only with --strict.
execute_process(COMMAND ${OMPFIX} --max-operations=1 ${GOOD}
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT err MATCHES "cannot check this loop: analysis too costly")
  message(FATAL_ERROR "budget: exit ${status}\n${err}")
endif()
execute_process(COMMAND ${OMPFIX} --strict --max-operations=1 ${GOOD}
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1)
  message(FATAL_ERROR "--strict with an unknown loop: exit ${status}, want 1\n${err}")
endif()

# A compilation database: -p <dir> takes the file's flags from it (here a
# macro the file needs to compile).
set(DB ${WORK}/compile-db)
file(REMOVE_RECURSE ${DB})
file(MAKE_DIRECTORY ${DB})
file(WRITE ${DB}/sized.c "void fill(double *a) {\n#pragma omp parallel for\n  for (int i = 0; i < SIZE; i++)\n    a[i] = 1.0;\n}\n")
file(WRITE ${DB}/compile_commands.json
  "[{\"directory\": \"${DB}\", \"command\": \"clang-19 -c -DSIZE=64 sized.c\", \"file\": \"sized.c\"}]")
execute_process(COMMAND ${OMPFIX} -p ${DB} --format=json ${DB}/sized.c
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "\"verdict\": \"verified\"")
  message(FATAL_ERROR "-p with compile_commands.json: exit ${status}\n${out}\n${err}")
endif()
