package ruby

import (
	_ "embed"
	"strings"
	"sync"
)

// The constants Puppet 7.23 defines under Puppet, Facter and
// SemanticPuppet (loaded, or loadable by a require of Puppet's own files),
// so that a constant Punch's emulation of Puppet's Ruby API lacks is told
// apart from one Puppet lacks too: the first stops the compile as
// unsupported, naming it (Puppet would have found it); the second is
// Ruby's rescuable NameError, as in Puppet (a type file naming it fails
// "Could not autoload puppet/type/NAME: uninitialized constant ...",
// golden err_forge8_type_load_uninitialized_constant).
//
// testdata/puppet_api/constants.txt is recorded from Puppet 7.23 by
// testdata/puppet_api/record_constants.rb (never written by hand).

//go:embed testdata/puppet_api/constants.txt
var puppetConstantsText string

var puppetConstants = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, line := range strings.Split(puppetConstantsText, "\n") {
		if line != "" && line[0] != '#' {
			out[line] = true
		}
	}
	return out
})

// puppetHasConst says whether Puppet 7.23 has the constant of that full
// name.
func puppetHasConst(full string) bool { return puppetConstants()[full] }
