package testtree

import (
	"bufio"
	"os"
	"testing"
)

// Lines returns the lines of the file at path (usually the real thing's
// recorded answers, a line a case), as bufio.Scanner splits them: without
// their line ends, a final carriage return dropped, lines of up to 16 MiB.
// The test fails when the file cannot be read.
func Lines(tb testing.TB, path string) []string {
	tb.Helper()
	f, err := os.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	return lines
}
