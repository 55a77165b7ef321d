package ruby

import (
	"bytes"
	"context"
	"testing"
)

// A command run from module Ruby stops with the compile: a cancelled
// compile's `sleep` ends at once as Punch's limit error, which Ruby code
// cannot rescue.
func TestBackticksStopWithCompile(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, e := evalProgram(t, ctx, "begin\n  `sleep 60`\nrescue Exception\n  :rescued\nend")
	if e == nil || e.Class != "Punch::LimitError" {
		t.Fatalf("got %v", e)
	}
}

// system's child writes to Interp.Stdout (the server's standard output in
// Ruby); without one, nothing is written anywhere punch compile prints.
func TestSystemOutput(t *testing.T) {
	f, err := Parse("t.rb", []byte("system('echo', 'to stdout')\n`echo not printed`\nOpen3.capture2e('echo captured')"))
	if err != nil {
		t.Fatal(err)
	}
	in := NewEnv(EnvOptions{}).NewInterp()
	var out bytes.Buffer
	in.Stdout = &out
	if _, err := in.EvalFile(f); err != nil {
		t.Fatal(err)
	}
	if out.String() != "to stdout\n" {
		t.Fatalf("stdout %q", out.String())
	}
	in = NewEnv(EnvOptions{}).NewInterp()
	if _, err := in.EvalFile(f); err != nil {
		t.Fatal(err)
	}
}
