package modfunc

import (
	"path/filepath"
	"testing"

	"github.com/punch-dev/punch/compiler/util/testtree"
)

func TestIndexLookup(t *testing.T) {
	root := t.TempDir()
	env := filepath.Join(root, "env")
	mods := filepath.Join(env, "modules")
	testtree.Write(t, env, map[string]string{
		"lib/puppet/functions/environment/site_fn.rb": "",
		"lib/puppet/functions/envglobal.rb":           "",
		"lib/puppet/functions/shared.rb":              "",
		// another module's namespace: never found from the environment
		"lib/puppet/functions/alpha/x.rb": "",

		"modules/alpha/lib/puppet/functions/alpha/f.rb":          "",
		"modules/alpha/lib/puppet/functions/alpha/deep/g.rb":     "",
		"modules/alpha/lib/puppet/functions/beta/notmine.rb":     "",
		"modules/alpha/lib/puppet/functions/Upper.rb":            "",
		"modules/alpha/lib/puppet/parser/functions/both.rb":      "",
		"modules/alpha/lib/puppet/functions/both.rb":             "",
		"modules/alpha/lib/puppet/parser/functions/legacy.rb":    "",
		"modules/beta/lib/puppet/parser/functions/legacy.rb":     "",
		"modules/beta/lib/puppet/functions/beta/notmine.rb":      "",
		"modules/beta/lib/puppet/parser/functions/shared.rb":     "",
		"modules/gamma/lib/puppet/parser/functions/legacy.rb":    "",
		"modules/gamma/lib/puppet/parser/functions/gammaonly.rb": "",
	})
	ix := NewIndex(env, []Module{
		{Name: "alpha", Path: filepath.Join(mods, "alpha")},
		{Name: "beta", Path: filepath.Join(mods, "beta")},
		{Name: "gamma", Path: filepath.Join(mods, "gamma"), Dependencies: []string{"puppetlabs/beta", "someone-missing", "example-gamma"}},
	})
	for _, c := range []struct {
		name, caller, want string
		kind               Kind
	}{
		{"environment::site_fn", "", "env/lib/puppet/functions/environment/site_fn.rb", Ruby4x},
		{"::Environment::Site_Fn", "beta", "env/lib/puppet/functions/environment/site_fn.rb", Ruby4x},
		{"envglobal", "alpha", "env/lib/puppet/functions/envglobal.rb", Ruby4x},
		// the environment's loader is asked before any module's
		{"shared", "beta", "env/lib/puppet/functions/shared.rb", Ruby4x},
		{"alpha::x", "", "", 0},
		{"alpha::f", "", "env/modules/alpha/lib/puppet/functions/alpha/f.rb", Ruby4x},
		{"alpha::f", "gamma", "env/modules/alpha/lib/puppet/functions/alpha/f.rb", Ruby4x},
		{"alpha::deep::g", "beta", "env/modules/alpha/lib/puppet/functions/alpha/deep/g.rb", Ruby4x},
		// a module answers only for its own namespace
		{"beta::notmine", "alpha", "env/modules/beta/lib/puppet/functions/beta/notmine.rb", Ruby4x},
		{"upper", "", "", 0},
		{"both", "", "env/modules/alpha/lib/puppet/functions/both.rb", Ruby4x},
		// global names: the environment's code sees modules in order...
		{"legacy", "", "env/modules/alpha/lib/puppet/parser/functions/legacy.rb", Ruby3x},
		// ...a module sees itself first...
		{"legacy", "beta", "env/modules/beta/lib/puppet/parser/functions/legacy.rb", Ruby3x},
		{"legacy", "gamma", "env/modules/gamma/lib/puppet/parser/functions/legacy.rb", Ruby3x},
		// ...then its dependencies, then everything else
		{"gammaonly", "alpha", "env/modules/gamma/lib/puppet/parser/functions/gammaonly.rb", Ruby3x},
		{"nosuch", "", "", 0},
		{"nosuch::f", "", "", 0},
	} {
		f, r := ix.Lookup(c.name, c.caller)
		got := ""
		if f != nil {
			rel, _ := filepath.Rel(root, f.Path)
			got = rel
			if f.Kind != c.kind {
				t.Errorf("Lookup(%q, %q): kind %d, want %d", c.name, c.caller, f.Kind, c.kind)
			}
		} else if r != None {
			t.Errorf("Lookup(%q, %q): nothing found but rank %v", c.name, c.caller, r)
		}
		if got != c.want {
			t.Errorf("Lookup(%q, %q) = %q, want %q", c.name, c.caller, got, c.want)
		}
	}
}

func TestIndexRanks(t *testing.T) {
	root := t.TempDir()
	testtree.Write(t, root, map[string]string{
		"modules/a/lib/puppet/parser/functions/x.rb": "",
		"modules/b/lib/puppet/parser/functions/x.rb": "",
		"modules/c/lib/puppet/functions/c/f.rb":      "",
	})
	m := filepath.Join(root, "modules")
	ix := NewIndex(root, []Module{
		{Name: "a", Path: filepath.Join(m, "a")},
		{Name: "b", Path: filepath.Join(m, "b")},
		{Name: "c", Path: filepath.Join(m, "c"), Dependencies: []string{"org/b"}},
	})
	// From c, b (a dependency) comes before a.
	f, r := ix.Lookup("x", "c")
	if f == nil || f.Module != "b" {
		t.Fatalf("Lookup(x, c) = %+v", f)
	}
	if ra := ix.RankOf("c", "a", RankRuby3x); !r.Less(ra) {
		t.Errorf("rank of b's x %v not before a's %v from c", r, ra)
	}
	// A Puppet-language c::f in c's functions/ comes after c's 4.x c::f,
	// and anything of the environment before both.
	_, r4 := ix.Lookup("c::f", "")
	if pp := ix.RankOf("", "c", RankPuppet); !r4.Less(pp) {
		t.Errorf("4.x rank %v not before Puppet rank %v", r4, pp)
	}
	if env := ix.RankOf("", "", RankRuby3x); !env.Less(r4) {
		t.Errorf("environment rank %v not before module rank %v", env, r4)
	}
	if got := ix.ModuleOf(filepath.Join(m, "c", "manifests", "init.pp")); got != "c" {
		t.Errorf("ModuleOf = %q", got)
	}
	if got := ix.ModuleOf(filepath.Join(root, "manifests", "site.pp")); got != "" {
		t.Errorf("ModuleOf(site.pp) = %q", got)
	}
	if got := ix.ModuleOf(filepath.Join(m, "cc", "x.pp")); got != "" {
		t.Errorf("ModuleOf(cc) = %q", got)
	}
	if f := ix.Lookup3x("x"); f == nil || f.Module != "a" {
		t.Errorf("Lookup3x(x) = %+v", f)
	}
	if n := len(ix.Files()); n != 3 {
		t.Errorf("%d files, want 3", n)
	}
}
