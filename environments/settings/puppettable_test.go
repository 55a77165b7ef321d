package settings

import "testing"

// TestPuppetDefinitions checks that the generated order lists every
// setting of the table once (gen_puppetnames.rb writes both).
func TestPuppetDefinitions(t *testing.T) {
	seen := map[string]bool{}
	for _, d := range PuppetDefinitions() {
		if seen[d.Name] {
			t.Errorf("%s listed twice", d.Name)
		}
		seen[d.Name] = true
		if ps := puppetSettings[d.Name]; d.Class == "" || ps.class != d.Class || ps.def != d.Default || ps.null != d.Nil {
			t.Errorf("%s: %+v, the table has %+v", d.Name, d, ps)
		}
	}
	if len(seen) != len(puppetSettings) {
		t.Errorf("%d settings in Puppet's order, %d in the table", len(seen), len(puppetSettings))
	}
	if d, ok := LookupPuppetDefinition("hiera_config"); !ok || d.Default != "$confdir/hiera.yaml" {
		t.Errorf("hiera_config: %+v %v, want its code default written with $confdir", d, ok)
	}
}
