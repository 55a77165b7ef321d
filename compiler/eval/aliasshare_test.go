package eval_test

import (
	"path/filepath"
	"reflect"
	"sort"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
	"github.com/punch-dev/punch/environments"
	"github.com/punch-dev/punch/environments/envtest"
	"github.com/punch-dev/punch/parser/ast"
)

// aliasFiles: M::Y names M::X; class m::shadow defines another M::X in
// its manifest, which a compile that loads it first resolves M::Y with.
var aliasFiles = map[string]string{
	"modules/m/types/x.pp":           "type M::X = Enum['a', 'b']\n",
	"modules/m/types/y.pp":           "type M::Y = Struct[{Optional['k'] => M::X, 'n' => Integer}]\n",
	"modules/m/types/r.pp":           "type M::R = Variant[Type[M::Thing], M::X]\n",
	"modules/m/manifests/shadow.pp":  "type M::X = Integer\nclass m::shadow {}\n",
	"modules/m/manifests/thing.pp":   "define m::thing() {}\n",
	"modules/m/manifests/d.pp":       "define m::d(M::Y $v) { notify { $title: message => \"${v}\" } }\n",
	"modules/m/manifests/withref.pp": "define m::withref(M::R $v) { notify { $title: } }\n",
	"manifests/site.pp": `
node 'a' { m::d { 'one': v => {'k' => 'a', 'n' => 1} } }
node 'b' { m::d { 'two': v => {'k' => 'c', 'n' => 1} } }
node 'c' { include m::shadow
  m::d { 'three': v => {'k' => 5, 'n' => 1} } }
node 'r' { m::withref { 'four': v => 'a' } }
`,
}

// sharedNames lists the shared aliases as NAME@FILE (the file's base name).
func sharedNames(l *environments.Loader) []string {
	var out []string
	l.SharedAliases().Range(func(k, _ any) bool {
		ta := k.(*ast.TypeAlias)
		out = append(out, ta.Name+"@"+filepath.Base(ta.Loc().File))
		return true
	})
	sort.Strings(out)
	return out
}

// A type alias resolved by one compile is shared with the later compiles
// of the snapshot, which give the same catalogs and errors as compiles
// that resolve it themselves; a compile where one of the names it depends
// on means something else (m::shadow's M::X) resolves it itself, and an
// alias naming a resource type is not shared.
func TestSharedTypeAliases(t *testing.T) {
	l := env(t, aliasFiles)
	snap := l.Snapshot()
	first := compileEnv(t, l, "a")
	if first.err != nil {
		t.Fatal(first.err)
	}
	if got := sharedNames(l); !reflect.DeepEqual(got, []string{"M::X@x.pp", "M::Y@y.pp"}) {
		t.Fatalf("shared after the first compile: %q", got)
	}
	for _, node := range []string{"a", "b", "c", "r", "a"} {
		shared := compileEnv(t, snap.NewLoader(environments.LoaderOptions{}), node)
		// The same directory in a new registry: nothing shared.
		fresh := compileEnv(t, envtest.Loader(t, l.EnvironmentDir(), nil), node)
		if (shared.err == nil) != (fresh.err == nil) || shared.err != nil && shared.err.Error() != fresh.err.Error() {
			t.Fatalf("node %s: with shared aliases %v, resolved alone %v", node, shared.err, fresh.err)
		}
		if shared.err == nil {
			a, _ := shared.cat.MarshalJSON()
			b, _ := fresh.cat.MarshalJSON()
			if len(shared.cat.Resources) != len(fresh.cat.Resources) || len(a) != len(b) {
				t.Fatalf("node %s: catalogs differ:\n%s\n%s", node, a, b)
			}
		}
	}
	if shared := compileEnv(t, snap.NewLoader(environments.LoaderOptions{}), "b"); shared.err == nil {
		t.Fatal("node b: 'c' accepted as M::X")
	}
	if shared := compileEnv(t, snap.NewLoader(environments.LoaderOptions{}), "c"); shared.err != nil {
		t.Fatalf("node c: M::X of m::shadow not used: %v", shared.err)
	}
	// M::R names a resource type: not shared. m::shadow's M::X is (for
	// the compiles that load m::shadow before naming it).
	if got := sharedNames(l); !reflect.DeepEqual(got, []string{"M::X@shadow.pp", "M::X@x.pp", "M::Y@y.pp"}) {
		t.Errorf("shared: %q", got)
	}
}

// Compiles of one snapshot running at once share aliases safely (go test
// -race).
func TestSharedTypeAliasesConcurrent(t *testing.T) {
	l := env(t, aliasFiles)
	snap := l.Snapshot()
	testtree.Concurrently(24, func(i int) {
		node := []string{"a", "c", "r"}[i%3]
		if r := compileEnv(t, snap.NewLoader(environments.LoaderOptions{}), node); r.err != nil {
			t.Error(r.err)
		}
	})
}
