//===- FileWriter.cpp - Write rewritten sources without losing a file -----===//

#include "output/FileWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ompfix {

namespace {

std::string quoted(const std::string &S) { return "'" + S + "'"; }

/// The current text of \p Path, or an error.
bool readFile(const std::string &Path, std::string &Text, std::string &Error) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!Buffer) {
    Error = Buffer.getError().message();
    return false;
  }
  Text = (*Buffer)->getBuffer().str();
  return true;
}

/// Writes all of \p Content to \p FD; false with errno set on failure.
bool writeAll(int FD, const std::string &Content) {
  size_t Done = 0;
  while (Done < Content.size()) {
    ssize_t N = ::write(FD, Content.data() + Done, Content.size() - Done);
    if (N < 0) {
      if (errno == EINTR)
        continue;
      return false;
    }
    Done += size_t(N);
  }
  return ::fsync(FD) == 0 || errno == EINVAL;
}

/// A temporary file beside \p Path holding \p Content, with \p Path's mode
/// and owner. Returns its name, or "" with \p Error set.
std::string writeTemporary(const std::string &Path, const std::string &Content,
                           const struct stat *Like, std::string &Error) {
  llvm::SmallString<256> Temporary;
  int FD;
  if (std::error_code EC = llvm::sys::fs::createUniqueFile(
          Path + ".ompfix-%%%%%%", FD, Temporary)) {
    Error = "cannot create a file beside " + quoted(Path) + ": " + EC.message();
    return "";
  }
  bool Ok = writeAll(FD, Content);
  int WriteErrno = errno;
  if (Ok && Like) {
    // Keep the owner where we may (only root may give a file away), and
    // the mode always.
    (void)!::fchown(FD, Like->st_uid, Like->st_gid);
    Ok = ::fchmod(FD, Like->st_mode & 07777) == 0;
    WriteErrno = errno;
  }
  if (::close(FD) != 0 && Ok) {
    Ok = false;
    WriteErrno = errno;
  }
  if (!Ok) {
    llvm::sys::fs::remove(Temporary);
    Error = "cannot write beside " + quoted(Path) + ": " +
            std::strerror(WriteErrno);
    return "";
  }
  return std::string(Temporary);
}

/// Replaces \p Path's content by \p Content, keeping the file itself (its
/// inode): for files with several hard links. \p Temporary already holds
/// the content, so the disk has room for it.
bool rewriteInPlace(const std::string &Path, const std::string &Content,
                    std::string &Error) {
  int FD = ::open(Path.c_str(), O_WRONLY | O_TRUNC);
  if (FD < 0 || !writeAll(FD, Content)) {
    Error = "cannot write " + quoted(Path) + ": " + std::strerror(errno);
    if (FD >= 0)
      ::close(FD);
    return false;
  }
  ::close(FD);
  return true;
}

/// One file of a replacement in progress.
struct Pending {
  const FileRewrite *Rewrite;
  struct stat Status;
  std::string Temporary; ///< Holds Rewritten; "" once used.
  bool Replaced = false;
};

/// Puts one file's new content in place.
bool replaceOne(Pending &P, std::string &Error) {
  if (P.Status.st_nlink > 1) {
    if (!rewriteInPlace(P.Rewrite->Path, P.Rewrite->Rewritten, Error))
      return false;
    llvm::sys::fs::remove(P.Temporary);
  } else if (std::error_code EC =
                 llvm::sys::fs::rename(P.Temporary, P.Rewrite->Path)) {
    Error = "cannot replace " + quoted(P.Rewrite->Shown) + ": " + EC.message();
    return false;
  }
  P.Temporary.clear();
  P.Replaced = true;
  return true;
}

/// Puts a replaced file's original content back.
bool restoreOne(Pending &P) {
  std::string Error;
  if (P.Status.st_nlink > 1)
    return rewriteInPlace(P.Rewrite->Path, P.Rewrite->Original, Error);
  std::string Temporary = writeTemporary(P.Rewrite->Path, P.Rewrite->Original,
                                         &P.Status, Error);
  return !Temporary.empty() &&
         !llvm::sys::fs::rename(Temporary, P.Rewrite->Path);
}

} // namespace

std::string replaceAll(const std::vector<FileRewrite> &Rewrites) {
  std::vector<Pending> Files;
  auto Abandon = [&](const std::string &Why) {
    for (Pending &P : Files)
      if (!P.Temporary.empty())
        llvm::sys::fs::remove(P.Temporary);
    return Why + "; no file was changed";
  };
  // Everything that can be checked before a file is touched.
  for (const FileRewrite &R : Rewrites) {
    Pending P{&R, {}, "", false};
    if (::stat(R.Path.c_str(), &P.Status) != 0)
      return Abandon("cannot read " + quoted(R.Shown) + ": " +
                     std::strerror(errno));
    // A file without write permission is not rewritten, even by root (for
    // whom access() always says yes).
    if ((P.Status.st_mode & 0222) == 0 || ::access(R.Path.c_str(), W_OK) != 0)
      return Abandon(quoted(R.Shown) + " is read-only");
    Files.push_back(P);
  }
  for (Pending &P : Files) {
    std::string Error;
    P.Temporary = writeTemporary(P.Rewrite->Path, P.Rewrite->Rewritten,
                                 &P.Status, Error);
    if (P.Temporary.empty())
      return Abandon(Error);
  }
  // The files must still be what was checked: an edit made while ompfix
  // ran is never overwritten.
  for (Pending &P : Files) {
    std::string Now, Error;
    if (!readFile(P.Rewrite->Path, Now, Error))
      return Abandon("cannot read " + quoted(P.Rewrite->Shown) + ": " + Error);
    if (Now != P.Rewrite->Original)
      return Abandon(quoted(P.Rewrite->Shown) +
                     " changed while ompfix was checking it");
  }
  for (size_t I = 0; I < Files.size(); ++I) {
    std::string Error;
    if (replaceOne(Files[I], Error))
      continue;
    std::string Restored, Lost;
    for (size_t J = 0; J < I; ++J)
      (restoreOne(Files[J]) ? Restored : Lost) +=
          (std::string(", ") + quoted(Files[J].Rewrite->Shown));
    for (Pending &P : Files)
      if (!P.Temporary.empty())
        llvm::sys::fs::remove(P.Temporary);
    std::string Message = Error;
    if (Lost.empty())
      return Message + "; no file was changed";
    return Message + "; these files are rewritten and could not be restored: " +
           Lost.substr(2);
  }
  return "";
}

std::string writeFileAtomically(const std::string &Path,
                                const std::string &Content) {
  struct stat Status;
  bool Exists = ::stat(Path.c_str(), &Status) == 0;
  std::string Error;
  std::string Temporary =
      writeTemporary(Path, Content, Exists ? &Status : nullptr, Error);
  if (Temporary.empty())
    return Error;
  if (std::error_code EC = llvm::sys::fs::rename(Temporary, Path)) {
    llvm::sys::fs::remove(Temporary);
    return "cannot write " + quoted(Path) + ": " + EC.message();
  }
  return "";
}

} // namespace ompfix
