package ruby

import (
	"os"
	"path/filepath"
	"testing"
)

// A builtin that yields without a block (its blockless form not written)
// raises Ruby's LocalJumpError, which module code can rescue, instead of
// ending the compile with an internal error (QA-FORGE-12 L13 was a nil
// dereference in File#each_line without a block).
func TestYieldWithoutBlockIsLocalJumpError(t *testing.T) {
	in := NewEnv(EnvOptions{}).NewInterp()
	_, err := in.yield1(nil, int64(1))
	if err == nil {
		t.Fatal("yield1 without a block: no error")
	}
	e := in.toError(err)
	if e.Class != "LocalJumpError" || e.Message != "no block given (yield)" || e.Unsupported {
		t.Fatalf("yield1 without a block: %s: %s (unsupported %v)", e.Class, e.Message, e.Unsupported)
	}
}

// File#each_line (and each) without a block answer an Enumerator that reads
// the lines when it runs, as Ruby's IO#each_line.
func TestFileEachLineWithoutBlock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lines.txt")
	if err := os.WriteFile(path, []byte("a\nb\nc\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := NewEnv(EnvOptions{}).NewInterp()
	got := runIn(t, in, `path = "`+path+`"
p File.open(path) { |f| f.each_line.class }
p File.open(path) { |f| f.each_line.count }
p File.open(path) { |f| f.each.to_a }`)
	if got != "Enumerator\n3\n[\"a\\n\", \"b\\n\", \"c\\n\"]" {
		t.Fatalf("got %q", got)
	}
}

// Every name of blocklessEnumerator is one whose blockless form in
// enumerable is an Enumerator, so answering it before collecting the
// receiver's each changes nothing but when each runs.
func TestBlocklessEnumerator(t *testing.T) {
	in := NewEnv(EnvOptions{}).NewInterp()
	for name := range blocklessEnumerator {
		var args []Value
		if name == "each_with_object" {
			args = []Value{newArray(nil)}
		}
		v, ok, err := in.enumerable(newArray(nil), []Value{int64(1)}, name, args, nil, 0)
		if err != nil || !ok {
			t.Fatalf("%s: ok %v, err %v", name, ok, err)
		}
		if o, isObj := v.(*Object); !isObj || o.class != in.cEnumerator {
			t.Errorf("%s without a block answers %T, not an Enumerator", name, v)
		}
	}
}

// Enumerable methods of a File without a block do not read it before the
// Enumerator runs (QA-FORGE-12 L13: each_with_index.map was empty).
func TestFileEnumerableWithoutBlockReadsLater(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lines.txt")
	if err := os.WriteFile(path, []byte("a\nb\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	in := NewEnv(EnvOptions{}).NewInterp()
	got := runIn(t, in, `p File.open("`+path+`") { |f| f.each_with_index.map { |l, i| "#{i}:#{l.chomp}" } }`)
	if got != `["0:a", "1:b"]` {
		t.Fatalf("got %q", got)
	}
}
