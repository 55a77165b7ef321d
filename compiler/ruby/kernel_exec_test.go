package ruby

import (
	"bytes"
	"context"
	"os"
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

// An Env that refuses commands (EnvOptions.RefuseCommands: Ruby read
// outside a compile) reports every way of running one as not supported,
// and runs nothing.
func TestRefuseCommands(t *testing.T) {
	dir := t.TempDir()
	env := NewEnv(EnvOptions{RefuseCommands: true})
	for _, c := range []struct{ src, what string }{
		{"`touch " + dir + "/a`", "shell command in backticks"},
		{"%x(touch " + dir + "/b)", "shell command in backticks"},
		{"system('touch', '" + dir + "/c')", "Kernel#system"},
		{"Open3.capture2('touch " + dir + "/d')", "Open3.capture2"},
		{"Puppet::Util::Execution.execute(['touch', '" + dir + "/e'])", "Puppet::Util::Execution.execute"},
	} {
		f, err := Parse("t.rb", []byte("begin\n  "+c.src+"\nrescue Exception\nend"))
		if err != nil {
			t.Fatal(err)
		}
		in := env.NewInterp()
		_, err = in.EvalFile(f)
		if e := in.toError(err); err == nil || !e.Unsupported || e.Message != c.what {
			t.Errorf("%s: %v", c.src, err)
		}
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Fatalf("a command ran: %v", left)
	}
}
