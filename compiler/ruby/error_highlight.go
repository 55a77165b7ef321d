package ruby

import (
	"regexp"
	"slices"
	"strings"
)

// Ruby 3.1's error_highlight: a NameError's (and NoMethodError's) message
// goes on with the line of the failing call and a row of carets under the
// name that failed ("\n\n  x.foo(1)\n   ^^^^"), read from the source of the
// frame that raised it. Ruby has that source only for code loaded from a
// file (require, load, Puppet's autoloader of types and providers); code
// run by eval (a function file through Puppet's loaders, an ERB template,
// an eval'd String) gets no snippet. The spot is found as the gem's
// Spotter finds it: from the failing node's kind and the source around
// its receiver's end, a line of ASCII only.

// spotLine is what error_highlight appends: the snippet line and the
// caret row, or "".
func (in *Interp) errorHighlight(exc *Object) string {
	d, ok := exc.Data.(*excData)
	if !ok || in.env == nil || in.env.opts.NoErrorHighlight || !d.btSet || d.file == nil || d.file.evaled || d.file.prog == nil {
		return ""
	}
	name := ""
	if s, ok := exc.Ivar("@name").(Symbol); ok {
		name = string(s)
	}
	sp := d.file.spot(d.pos, name)
	if sp.snippet == "" || sp.beg >= sp.end {
		return ""
	}
	var b strings.Builder
	b.WriteString("\n\n")
	b.WriteString(sp.snippet)
	for _, c := range sp.snippet[:sp.beg] {
		if c == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteString(strings.Repeat("^", sp.end-sp.beg))
	return b.String()
}

// spot is a one-line snippet (with its newline) and the columns of the
// carets in it.
type spot struct {
	snippet  string
	beg, end int
}

// failingNode finds the node the interpreter was at (pos) when the error
// was raised, and the assignment it is the target of, if any: the call,
// constant or operator assignment that starts there. Several nodes can
// start at one offset (an operator assignment and its target); the
// innermost call or constant wins, unless the failing name is the
// assignment's operator.
func (f *File) failingNode(pos int, name string) (n, parent node) {
	walkNodes(f.prog, func(x node) bool {
		if x.pos() != pos {
			return true
		}
		switch y := x.(type) {
		case *callNode, *constNode:
			n = x // pre-order: a later one is deeper
		case *opAssignNode:
			if y.op == name {
				n = x
				return false
			}
		}
		return true
	})
	if _, ok := n.(*callNode); !ok {
		return n, nil
	}
	walkNodes(f.prog, func(x node) bool {
		switch y := x.(type) {
		case *assignNode:
			if y.target == n {
				parent = x
			}
		case *opAssignNode:
			if y.target == n {
				parent = x
			}
		case *multiAssignNode:
			if slices.Contains(y.targets, n) {
				parent = x
			}
		case *mlhsNode:
			if slices.Contains(y.targets, n) {
				parent = x
			}
		}
		return parent == nil
	})
	return n, parent
}

// spot finds what error_highlight marks for the error raised at pos with
// the given name (the NameError's name).
func (f *File) spot(pos int, name string) spot {
	n, parent := f.failingNode(pos, name)
	switch x := n.(type) {
	case *callNode:
		return f.spotCall(x, parent, name)
	case *constNode:
		return f.spotConst(x)
	case *opAssignNode:
		// the operator of `t op= v` failed: the op of its "op="
		return f.spotAfter(x.target.end(), `^[\s)]*(`+regexp.QuoteMeta(x.op)+`)=`)
	}
	return spot{}
}

func (f *File) spotCall(x *callNode, parent node, name string) spot {
	if x.recv == nil {
		if x.vcall {
			return f.spotRange(x.pos(), x.end())
		}
		// foo(42), foo 42: the name, from the node's start
		line, ok := f.lineAt(x.pos())
		if !ok {
			return spot{}
		}
		off := x.pos() - line.start
		i := strings.Index(line.text[off:], x.name)
		if i < 0 {
			return spot{}
		}
		return spot{snippet: line.text, beg: off + i, end: off + i + len(x.name)}
	}
	recvEnd := x.recv.end()
	if recvEnd == 0 {
		return spot{}
	}
	if setter := x.name + "="; name == setter && isAssignTarget(x, parent) {
		op := ""
		if oa, ok := parent.(*opAssignNode); ok {
			op = regexp.QuoteMeta(oa.op)
		}
		if x.name == "[]" {
			return f.spotIndexSetter(x, recvEnd, op)
		}
		return f.spotAfter(recvEnd, `^[\s)]*(\.[\s]*`+regexp.QuoteMeta(x.name)+`[\s]*`+op+`=)`)
	}
	if isOperator(x.name) && !f.dotBetween(recvEnd, x.pos()) {
		if len(x.args) == 0 {
			// -x: the operator before the operand
			op := strings.TrimSuffix(x.name, "@")
			return f.spotRange(x.pos(), x.pos()+len(op))
		}
		return f.spotAfter(recvEnd, `^[\s)]*(`+regexp.QuoteMeta(x.name)+`)`)
	}
	return f.spotCallName(x, recvEnd)
}

// spotCallName is the Spotter's CALL rule: `.name` (with the safe
// navigation's `&`), from the receiver's end, or `[args]`.
func (f *File) spotCallName(x *callNode, recvEnd int) spot {
	first, ok := f.lineAt(recvEnd)
	if !ok {
		return spot{}
	}
	// the call's last line: its arguments', not its block's (Ruby's CALL
	// node ends before the block)
	last := first
	e := x.end()
	if x.block != nil {
		e = x.block.pos() + 1
	}
	if e > recvEnd {
		if last, ok = f.lineAt(e - 1); !ok {
			return spot{}
		}
	}
	lines := f.src[first.start:last.stop]
	if !strings.HasSuffix(lines, "\n") {
		lines += "\n"
	}
	if !isASCII(lines) {
		return spot{}
	}
	col := recvEnd - first.start
	if x.name == "[]" {
		m := reIndexOpen.FindStringSubmatchIndex(lines[col:])
		if m == nil {
			return spot{}
		}
		sp := spot{snippet: first.text, beg: col + m[2]}
		if len(x.args) > 0 {
			argsEnd := x.args[len(x.args)-1].end()
			if argsEnd == 0 {
				return spot{}
			}
			if al, ok := f.lineAt(argsEnd); ok && al.start == first.start {
				if m := reCloseBracket.FindStringIndex(first.text[argsEnd-first.start:]); m != nil {
					sp.end = argsEnd - first.start + m[1]
				}
			}
		} else if m := reEmptyIndex.FindStringIndex(lines[col:]); m != nil {
			sp.end = col + m[1]
		}
		return sp
	}
	re, err := regexp.Compile(`^[\s)]*?(&?\.)([\s]*?)(` + regexp.QuoteMeta(x.name) + `).*\n`)
	if err != nil {
		return spot{}
	}
	m := re.FindStringSubmatchIndex(lines[col:])
	if m == nil {
		return spot{}
	}
	upto := lines[:col+m[1]]
	beg := col + m[2]
	if strings.Contains(lines[col+m[4]:col+m[5]], "\n") {
		beg = col + m[6]
	}
	end := col + m[7]
	if i := strings.LastIndexByte(upto[:beg+1], '\n'); i >= 0 {
		return spot{snippet: upto[i+1:], beg: beg - i - 1, end: end - i - 1}
	}
	return spot{snippet: upto, beg: beg, end: end}
}

var (
	reIndexOpen    = regexp.MustCompile(`^[\s)]*(\[(?:[\s]*\])?)`)
	reCloseBracket = regexp.MustCompile(`[\s]*\]`)
	reEmptyIndex   = regexp.MustCompile(`^[\s)]*?\[[\s]*\]`)
)

// spotIndexSetter is `x[k] = v` (`x[k] op= v`): from `[` to the `=`.
func (f *File) spotIndexSetter(x *callNode, recvEnd int, op string) spot {
	line, ok := f.lineAt(recvEnd)
	if !ok {
		return spot{}
	}
	col := recvEnd - line.start
	m := regexp.MustCompile(`^[\s)]*(\[)`).FindStringSubmatchIndex(line.text[col:])
	if m == nil {
		return spot{}
	}
	beg, argsEnd := col+m[2], col+m[1]
	if len(x.args) > 0 {
		if e := x.args[len(x.args)-1].end(); e > line.start && e <= line.stop {
			argsEnd = e - line.start
		}
	}
	re, err := regexp.Compile(`[\s)]*\][\s]*` + op + `=`)
	if err != nil {
		return spot{}
	}
	if m := re.FindStringIndex(line.text[argsEnd:]); m != nil {
		return spot{snippet: line.text, beg: beg, end: argsEnd + m[1]}
	}
	return spot{}
}

// spotConst: a constant's name; Foo::Bar from Foo's end; ::Foo whole.
func (f *File) spotConst(x *constNode) spot {
	if x.scope == nil {
		return f.spotRange(x.pos(), x.end())
	}
	se := x.scope.end()
	if se == 0 {
		return spot{}
	}
	if x.end() > 0 {
		a, ok1 := f.lineAt(se)
		b, ok2 := f.lineAt(x.end() - 1)
		if ok1 && ok2 && a.start == b.start {
			return f.spotRange(se, x.end())
		}
	}
	return f.spotRange(x.pos(), x.end())
}

// spotAfter matches re (anchored, one group) at offset off of its line.
func (f *File) spotAfter(off int, re string) spot {
	line, ok := f.lineAt(off)
	if !ok || off == 0 {
		return spot{}
	}
	r, err := regexp.Compile(re)
	if err != nil {
		return spot{}
	}
	col := off - line.start
	m := r.FindStringSubmatchIndex(line.text[col:])
	if m == nil || m[2] < 0 {
		return spot{}
	}
	return spot{snippet: line.text, beg: col + m[2], end: col + m[3]}
}

// spotRange marks [from, to) when it lies on one line.
func (f *File) spotRange(from, to int) spot {
	if to <= from {
		return spot{}
	}
	line, ok := f.lineAt(from)
	if !ok || to > line.stop || to-line.start > len(strings.TrimSuffix(line.text, "\n")) {
		return spot{}
	}
	return spot{snippet: line.text, beg: from - line.start, end: to - line.start}
}

// srcLine is a line of the source: its offsets and its text with a
// newline (Ruby's script line).
type srcLine struct {
	start, stop int
	text        string
}

// lineAt is the line holding offset off, when it is ASCII (the gem gives
// up on any other: its columns are bytes).
func (f *File) lineAt(off int) (srcLine, bool) {
	if off < 0 || off > len(f.src) {
		return srcLine{}, false
	}
	start := strings.LastIndexByte(f.src[:off], '\n') + 1
	stop := len(f.src)
	if i := strings.IndexByte(f.src[off:], '\n'); i >= 0 {
		stop = off + i + 1
	}
	text := f.src[start:stop]
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	if !isASCII(text) {
		return srcLine{}, false
	}
	return srcLine{start: start, stop: stop, text: text}, true
}

// dotBetween: the source between a receiver's end and a method name
// holds the `.` of a method call (x.+(1) is a call, x + 1 an operator).
func (f *File) dotBetween(from, to int) bool {
	return from <= to && to <= len(f.src) && strings.Contains(f.src[from:to], ".")
}

func isOperator(name string) bool {
	switch name {
	case "+", "-", "*", "/", "%", "**", "==", "!=", "<", ">", "<=", ">=", "<=>", "===", "=~",
		"&", "|", "^", "<<", ">>", "-@", "+@", "~", "!":
		return true
	}
	return false
}

// isAssignTarget: x is what an assignment (or operator assignment)
// writes: `x.y = v`, `x[k] += v`.
func isAssignTarget(x *callNode, parent node) bool {
	switch p := parent.(type) {
	case *assignNode:
		return p.target == x
	case *opAssignNode:
		return p.target == x
	case *multiAssignNode, *mlhsNode:
		return parent != nil
	}
	return false
}
