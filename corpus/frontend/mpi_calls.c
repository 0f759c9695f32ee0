// MPI beside OpenMP (the table of library effects' MPI rows): the blocking calls read their send buffers and write their receive buffers and statuses; communicators and datatypes are MPI's own objects, MPI_IN_PLACE and MPI_STATUS_IGNORE no memory of the program. Declared here as Open MPI's mpi.h declares them (handles are pointers to structs the header does not define).
typedef struct ompi_communicator_t *MPI_Comm;
typedef struct ompi_datatype_t *MPI_Datatype;
typedef struct ompi_op_t *MPI_Op;
typedef struct ompi_status_public_t {
  int MPI_SOURCE, MPI_TAG, MPI_ERROR, _cancelled;
  unsigned long _ucount;
} MPI_Status;
extern struct ompi_predefined_communicator_t ompi_mpi_comm_world;
extern struct ompi_predefined_datatype_t ompi_mpi_double;
extern struct ompi_predefined_op_t ompi_mpi_op_sum;
#define MPI_COMM_WORLD ((MPI_Comm)&ompi_mpi_comm_world)
#define MPI_DOUBLE ((MPI_Datatype)&ompi_mpi_double)
#define MPI_SUM ((MPI_Op)&ompi_mpi_op_sum)
#define MPI_IN_PLACE ((void *)1)
#define MPI_STATUS_IGNORE ((MPI_Status *)0)
int MPI_Comm_rank(MPI_Comm comm, int *rank);
int MPI_Sendrecv(const void *sendbuf, int sendcount, MPI_Datatype sendtype,
                 int dest, int sendtag, void *recvbuf, int recvcount,
                 MPI_Datatype recvtype, int source, int recvtag, MPI_Comm comm,
                 MPI_Status *status);
int MPI_Recv(void *buf, int count, MPI_Datatype datatype, int source, int tag,
             MPI_Comm comm, MPI_Status *status);
int MPI_Allreduce(const void *sendbuf, void *recvbuf, int count,
                  MPI_Datatype datatype, MPI_Op op, MPI_Comm comm);
double MPI_Wtime(void);

double a[1000], b[1000];

void halo_then_update(int n, int left, int right) {
  // CHECK-REGION: verified
#pragma omp parallel
  {
#pragma omp master
    MPI_Sendrecv(a, n, MPI_DOUBLE, right, 0, b, n, MPI_DOUBLE, left, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
#pragma omp barrier
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] += b[i];
  }
}

void halo_without_barrier(int n, int left, int right) {
  // CHECK-REGION: unknown
  // CHECK-WITNESS: a race possible
  // CHECK-WITNESS: b race possible
  // CHECK-MESSAGES: :[[@LINE+2]]:1: warning: possible data race on shared variable 'a' between the threads of the parallel region [ompfix-possible-race]
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'b' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  {
#pragma omp master
    MPI_Sendrecv(a, n, MPI_DOUBLE, right, 0, b, n, MPI_DOUBLE, left, 0,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    // CHECK-VERDICT: verified
#pragma omp for
    for (int i = 0; i < n; i++)
      a[i] += b[i];
  }
}

double timed_sum(int n) {
  double sum = 0, t = 0;
  // CHECK-VERDICT: verified
#pragma omp parallel for reduction(+ : sum, t)
  for (int i = 0; i < n; i++) {
    double t0 = MPI_Wtime();
    sum += a[i];
    t += MPI_Wtime() - t0;
  }
  MPI_Allreduce(MPI_IN_PLACE, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
  return sum + t;
}

int every_thread_asks(void) {
  int rank = 0;
  // CHECK-REGION: unknown
  // CHECK-WITNESS: rank race possible
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: possible data race on shared variable 'rank' between the threads of the parallel region [ompfix-possible-race]
#pragma omp parallel
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank;
}

int own_rank(void) {
  int sum = 0;
  // CHECK-REGION: verified
#pragma omp parallel reduction(+ : sum)
  {
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    sum += rank;
  }
  return sum;
}

void rows_received(int n, int rows) {
  // CHECK-VERDICT: unknown
  // CHECK-REASON: call to 'MPI_Recv', which may write any element of '&b[i * n]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: call to 'MPI_Recv', which may write any element of '&b[i * n]' [ompfix-unchecked]
#pragma omp parallel for
  for (int i = 0; i < rows; i++)
    MPI_Recv(&b[i * n], n, MPI_DOUBLE, 0, i, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}
