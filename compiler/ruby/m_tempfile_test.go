package ruby

import (
	"context"
	"os"
	"strings"
	"testing"
)

// What Ruby leaves to its garbage collector or to the caller (a Tempfile
// never unlinked, Tempfile.create and Dir.mktmpdir without a block) is
// removed when the compile releases its Interp.
func TestTempfileRemovedAtRelease(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	f, err := Parse("t.rb", []byte(`
a = Tempfile.new('kept'); a.write('x'); a.close
b = Tempfile.create(['made', '.txt']); b.write('y')
d = Dir.mktmpdir('dir')
[a.path, b.path, d, Dir.tmpdir]`))
	if err != nil {
		t.Fatal(err)
	}
	in := NewEnv(EnvOptions{}).NewInterp()
	v, err := in.EvalFile(f)
	if err != nil {
		t.Fatal(in.toError(err))
	}
	paths := v.(*Array).a
	if got := paths[3].(*String).s; got != dir {
		t.Errorf("Dir.tmpdir = %q, want $TMPDIR %q", got, dir)
	}
	for _, p := range paths[:3] {
		if _, err := os.Stat(p.(*String).s); err != nil || !strings.HasPrefix(p.(*String).s, dir+"/") {
			t.Errorf("%v before Release: %v", p, err)
		}
	}
	in.Release()
	left, _ := os.ReadDir(dir)
	if len(left) != 0 {
		t.Errorf("left after Release: %v", left)
	}
}

// A compile's temporary files are bounded in number and in bytes written
// (Punch::LimitError, which Ruby cannot rescue); Punch's Ruby writes and
// removes no other file.
func TestTempfileBounds(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("TMPDIR", dir)
	for _, c := range []struct{ src, class, msg string }{
		{"begin; 300.times { Tempfile.create('n') }; rescue Exception; :rescued; end", "Punch::LimitError", "more than 256 temporary files"},
		{"begin; s = 'a' * (1 << 20); Tempfile.create('w') { |f| 65.times { f.write(s) } }; rescue Exception; :rescued; end", "Punch::LimitError", "more than 67108864 bytes"},
		{"begin; File.unlink('" + dir + "/none'); rescue Exception; :rescued; end", "Punch::UnsupportedError", "File.unlink of a file Punch's Ruby did not make"},
		{"begin; Dir.rmdir('" + dir + "'); rescue Exception; :rescued; end", "Punch::UnsupportedError", "Dir.rmdir of a directory Punch's Ruby did not make"},
		{"begin; Tempfile.create('x', '/') { }; rescue Exception; :rescued; end", "Punch::UnsupportedError", "a temporary file in / "},
		{"begin; f = Tempfile.create('x'); File.open(f.path, 'w') { }; rescue Exception; :rescued; end", "Punch::UnsupportedError", ""},
	} {
		_, e := evalProgram(t, context.Background(), c.src)
		if e == nil || (e.Class != c.class && !(c.class == "Punch::UnsupportedError" && e.Unsupported)) || !strings.Contains(e.Message, c.msg) {
			t.Errorf("%s: got %+v", c.src, e)
		}
	}
}
