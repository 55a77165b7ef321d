package eval

// CheckUTF8 gives the external benchmark (utf8_bench_test.go, which builds
// its catalog with the environments loader, a package that imports this
// one) the UTF-8 check.
var CheckUTF8 = checkUTF8
