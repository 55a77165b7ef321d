package environments

import (
	"strings"
	"testing"
)

// TestStrictDuplicateKeys: a duplicate key in a hash literal is what the
// strict setting says (Puppet's DUPLICATE_KEY issue has its severity),
// checked with puppet apply --strict=off|warning|error (Puppet 7.23): off
// reports nothing, warning logs "The key 'a' is declared more than once
// (file: F, line: 1, column: 17)", error fails the main manifest with
// "Could not parse for environment production: ..." and an autoloaded file
// with the error alone.
func TestStrictDuplicateKeys(t *testing.T) {
	files := map[string]string{
		"production/manifests/site.pp":           "$x = {a => 1, a => 2}\nnotice($x)\n",
		"production/modules/m/manifests/init.pp": "class m { $y = {b => 1, b => 2} notice($y) }\n",
	}
	const dupA = "The key 'a' is declared more than once (file: %s, line: 1, column: 17)"
	const dupB = "The key 'b' is declared more than once (file: %s, line: 1, column: 27)"
	for _, strict := range []string{"off", "warning", "error"} {
		te, ld, logs := loaderFor(t, files, map[string]string{"strict": strict})
		site := te.path("production/manifests/site.pp")
		initPP := te.path("production/modules/m/manifests/init.pp")
		_, merr := ld.Manifests()
		_, cerr := ld.FindClass("m")
		got := strings.Join(*logs, "\n")
		switch strict {
		case "off":
			if merr != nil || cerr != nil || got != "" {
				t.Errorf("off: errors %v, %v; logs %q", merr, cerr, got)
			}
		case "warning":
			want := "warning: " + strings.Replace(dupA, "%s", site, 1) + "\nwarning: " + strings.Replace(dupB, "%s", initPP, 1)
			if merr != nil || cerr != nil || got != want {
				t.Errorf("warning: errors %v, %v; logs %q, want %q", merr, cerr, got, want)
			}
		case "error":
			if want := "Could not parse for environment production: " + strings.Replace(dupA, "%s", site, 1); merr == nil || merr.Error() != want {
				t.Errorf("error: manifest error %v, want %s", merr, want)
			}
			// the module's file alone (the manifest without duplicates)
			te2, ld2, _ := loaderFor(t, map[string]string{
				"production/manifests/site.pp":           "include m\n",
				"production/modules/m/manifests/init.pp": files["production/modules/m/manifests/init.pp"],
			}, map[string]string{"strict": strict})
			_, cerr = ld2.FindClass("m")
			if want := strings.Replace(dupB, "%s", te2.path("production/modules/m/manifests/init.pp"), 1); cerr == nil || cerr.Error() != want {
				t.Errorf("error: autoload error %v, want %s", cerr, want)
			}
			if got != "" {
				t.Errorf("error: logs %q", got)
			}
		}
	}
}
