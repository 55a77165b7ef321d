package server

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
)

// maxDiffBytes bounds each file a file bucket diff reads (diff_with).
const maxDiffBytes = 16 << 20

// maxDiffEdits bounds the work of the minimal-diff search; beyond it the
// differing middle is reported as one replacement (still a correct diff,
// not a minimal one).
const maxDiffEdits = 4096

// diffFiles is what Puppet's file bucket answers for diff_with: the output
// of `diff -u A B` (Puppet runs the diff command with diff_args "-u"):
// headers with each file's path and modification time, hunks with three
// lines of context, "\ No newline at end of file" markers, and "Binary
// files A and B differ" when either file has a NUL byte. Identical files
// give no output.
func diffFiles(pathA, pathB string, max int64) ([]byte, error) {
	read := func(p string) ([]byte, os.FileInfo, error) {
		fi, err := os.Stat(p)
		if err != nil {
			return nil, nil, err
		}
		if fi.Size() > max {
			return nil, nil, &textError{status: 413, msg: fmt.Sprintf("Request Entity Too Large: the files to diff are larger than %d bytes; diff them locally (puppet filebucket get)", max)}
		}
		b, err := os.ReadFile(p)
		return b, fi, err
	}
	a, fa, err := read(pathA)
	if err != nil {
		return nil, err
	}
	b, fb, err := read(pathB)
	if err != nil {
		return nil, err
	}
	if bytes.Equal(a, b) {
		return []byte{}, nil
	}
	if binaryData(a) || binaryData(b) {
		return []byte(fmt.Sprintf("Binary files %s and %s differ\n", pathA, pathB)), nil
	}
	var out bytes.Buffer
	fmt.Fprintf(&out, "--- %s\t%s\n", pathA, fa.ModTime().Format("2006-01-02 15:04:05.000000000 -0700"))
	fmt.Fprintf(&out, "+++ %s\t%s\n", pathB, fb.ModTime().Format("2006-01-02 15:04:05.000000000 -0700"))
	unifiedDiff(&out, splitLines(a), splitLines(b), 3)
	return out.Bytes(), nil
}

// binaryData is GNU diff's test: a NUL byte in the first buffer it reads.
func binaryData(b []byte) bool {
	if len(b) > 32<<10 {
		b = b[:32<<10]
	}
	return bytes.IndexByte(b, 0) >= 0
}

// splitLines splits after each "\n"; a last line without one keeps no
// newline, which the diff marks.
func splitLines(b []byte) [][]byte {
	var lines [][]byte
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			lines = append(lines, b)
			break
		}
		lines = append(lines, b[:i+1])
		b = b[i+1:]
	}
	return lines
}

// An edit script entry: op is ' ', '-' or '+'; a and b are the line
// indexes in each file (for '-' only a counts, for '+' only b).
type diffOp struct {
	op   byte
	a, b int
}

// diffScript computes an edit script from a to b: common prefix and suffix
// kept, the middle by Myers' algorithm (minimal while it needs at most
// maxDiffEdits edits, else one replacement).
func diffScript(a, b [][]byte) []diffOp {
	pre := 0
	for pre < len(a) && pre < len(b) && bytes.Equal(a[pre], b[pre]) {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && bytes.Equal(a[len(a)-1-suf], b[len(b)-1-suf]) {
		suf++
	}
	var ops []diffOp
	for i := 0; i < pre; i++ {
		ops = append(ops, diffOp{' ', i, i})
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	mid, ok := myers(ma, mb, maxDiffEdits)
	if !ok {
		mid = mid[:0]
		for i := range ma {
			mid = append(mid, diffOp{'-', i, 0})
		}
		for j := range mb {
			mid = append(mid, diffOp{'+', 0, j})
		}
	}
	for _, o := range mid {
		ops = append(ops, diffOp{o.op, o.a + pre, o.b + pre})
	}
	for i := 0; i < suf; i++ {
		ops = append(ops, diffOp{' ', len(a) - suf + i, len(b) - suf + i})
	}
	return ops
}

// myers finds a shortest edit script (deletions before insertions within a
// change, as GNU diff prints them), giving up beyond maxD edits.
func myers(a, b [][]byte, maxD int) ([]diffOp, bool) {
	n, m := len(a), len(b)
	if n == 0 && m == 0 {
		return nil, true
	}
	max := n + m
	if maxD < max {
		max = maxD
	}
	offset := max + 1
	v := make([]int, 2*max+3)
	var trace [][]int
	found := false
	var dEnd int
	for d := 0; d <= max && !found; d++ {
		snapshot := make([]int, len(v))
		copy(snapshot, v)
		trace = append(trace, snapshot)
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || (k != d && v[offset+k-1] < v[offset+k+1]) {
				x = v[offset+k+1]
			} else {
				x = v[offset+k-1] + 1
			}
			y := x - k
			for x < n && y < m && bytes.Equal(a[x], b[y]) {
				x++
				y++
			}
			v[offset+k] = x
			if x >= n && y >= m {
				found, dEnd = true, d
				break
			}
		}
	}
	if !found {
		return nil, false
	}
	// Walk back through the trace.
	var rev []diffOp
	x, y := n, m
	for d := dEnd; d > 0; d-- {
		vd := trace[d]
		k := x - y
		var prevK int
		if k == -d || (k != d && vd[offset+k-1] < vd[offset+k+1]) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := vd[offset+prevK]
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			x--
			y--
			rev = append(rev, diffOp{' ', x, y})
		}
		if x == prevX {
			y--
			rev = append(rev, diffOp{'+', x, y})
		} else {
			x--
			rev = append(rev, diffOp{'-', x, y})
		}
	}
	for x > 0 && y > 0 {
		x--
		y--
		rev = append(rev, diffOp{' ', x, y})
	}
	ops := make([]diffOp, 0, len(rev))
	for i := len(rev) - 1; i >= 0; i-- {
		ops = append(ops, rev[i])
	}
	// Within each run of changes, deletions first.
	for i := 0; i < len(ops); {
		if ops[i].op == ' ' {
			i++
			continue
		}
		j := i
		for j < len(ops) && ops[j].op != ' ' {
			j++
		}
		run := ops[i:j]
		sorted := make([]diffOp, 0, len(run))
		for _, o := range run {
			if o.op == '-' {
				sorted = append(sorted, o)
			}
		}
		for _, o := range run {
			if o.op == '+' {
				sorted = append(sorted, o)
			}
		}
		copy(run, sorted)
		i = j
	}
	return ops, true
}

// unifiedDiff writes the hunks of the diff from a to b with ctx lines of
// context, in diff -u's format.
func unifiedDiff(out *bytes.Buffer, a, b [][]byte, ctx int) {
	ops := diffScript(a, b)
	// Find the changed ops and group them into hunks.
	var changes []int
	for i, o := range ops {
		if o.op != ' ' {
			changes = append(changes, i)
		}
	}
	for ci := 0; ci < len(changes); {
		start := changes[ci] - ctx
		if start < 0 {
			start = 0
		}
		end := changes[ci]
		cj := ci
		for cj+1 < len(changes) && changes[cj+1]-changes[cj] <= 2*ctx+1 {
			cj++
		}
		end = changes[cj] + ctx
		if end >= len(ops) {
			end = len(ops) - 1
		}
		hunk := ops[start : end+1]
		aStart, bStart, aLen, bLen := -1, -1, 0, 0
		for _, o := range hunk {
			switch o.op {
			case ' ':
				if aStart < 0 {
					aStart = o.a
				}
				if bStart < 0 {
					bStart = o.b
				}
				aLen++
				bLen++
			case '-':
				if aStart < 0 {
					aStart = o.a
				}
				aLen++
			case '+':
				if bStart < 0 {
					bStart = o.b
				}
				bLen++
			}
		}
		if aStart < 0 {
			// Only insertions: the range starts after the line before.
			aStart = preceding(ops, start, '+')
		}
		if bStart < 0 {
			bStart = preceding(ops, start, '-')
		}
		fmt.Fprintf(out, "@@ -%s +%s @@\n", hunkRange(aStart, aLen), hunkRange(bStart, bLen))
		for _, o := range hunk {
			var line []byte
			switch o.op {
			case ' ', '-':
				line = a[o.a]
			case '+':
				line = b[o.b]
			}
			out.WriteByte(o.op)
			out.Write(line)
			if len(line) == 0 || line[len(line)-1] != '\n' {
				out.WriteString("\n\\ No newline at end of file\n")
			}
		}
		ci = cj + 1
	}
}

// preceding is the index on one side where a hunk without lines of that
// side starts: the number of that side's lines before it, every op but
// the other side's (other is '+' for a, '-' for b).
func preceding(ops []diffOp, start int, other byte) int {
	n := 0
	for _, o := range ops[:start] {
		if o.op != other {
			n++
		}
	}
	return n
}

// hunkRange is diff's "start,count" (1-based; the count is left out when it
// is 1; an empty range names the line before it).
func hunkRange(start0, n int) string {
	switch n {
	case 0:
		return strconv.Itoa(start0) + ",0"
	case 1:
		return strconv.Itoa(start0 + 1)
	}
	return strconv.Itoa(start0+1) + "," + strconv.Itoa(n)
}
