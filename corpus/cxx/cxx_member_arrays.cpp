// In a member function, the object's pointer and array members are arrays of their own and its number members are parameters while nothing in the function may change them (as in stream benchmarks); a member array written at another element than it is read races; a call of a non-const member function before the loop may change them, which leaves the loop outside the model.
template <class T> class Stream {
public:
  void copy();
  void triad(T scalar);
  void shift();
  void resize_then_copy();

private:
  void reallocate();
  long size;
  T *a;
  T *b;
  T *c;
};

template <class T> void Stream<T>::copy()
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: c declared=shared required=shared status=ok
#pragma omp parallel for
  for (long i = 0; i < size; i++)
    c[i] = a[i];
}

template <class T> void Stream<T>::triad(T scalar)
{
  // CHECK-VERDICT: verified
  // CHECK-VARIABLE: this->a declared=shared required=shared status=ok
#pragma omp parallel for
  for (long i = 0; i < this->size; i++)
    this->a[i] = this->b[i] + scalar * this->c[i];
}

template <class T> void Stream<T>::shift()
{
  // CHECK-VERDICT: violation
  // CHECK-WITNESS: a race certain
  // CHECK-MESSAGES: :[[@LINE+4]]:1: error: data race on shared variable 'a'
  // CHECK-MESSAGES: :[[@LINE+5]]:5: note: iteration i = 0 writes 'a[i + 1]'
  // CHECK-MESSAGES: :[[@LINE+4]]:16: note: iteration i = 1 reads 'a[i]'
  // CHECK-MESSAGES: :[[@LINE+1]]:1: note: no data-sharing attribute of 'a' removes this conflict
#pragma omp parallel for
  for (long i = 0; i < size - 1; i++)
    a[i + 1] = a[i];
}

template <class T> void Stream<T>::resize_then_copy()
{
  reallocate();
  // The bound is the size where the loop starts (OpenMP evaluates it
  // once); the arrays reallocate() may have replaced are no bases.
  // CHECK-VERDICT: unknown
  // CHECK-REASON: access to a struct member 'a[i]'
  // CHECK-REASON-KIND: member
  // CHECK-MESSAGES: :[[@LINE+1]]:1: warning: cannot check this loop: access to a struct member 'a[i]
#pragma omp parallel for
  for (long i = 0; i < size; i++)
    c[i] = a[i];
}

template class Stream<double>;
