package ruby

import (
	"math/big"

	"github.com/punch-dev/punch/compiler/util/rubyrand"
)

// mt is Ruby's Random generator (MT19937 seeded as Ruby seeds it, so
// Random.new(seed) draws the numbers Ruby draws): compiler/util/rubyrand
// owns it, as it does for Puppet's fqdn_rand.
type mt = rubyrand.Random

// newMT is a generator seeded with one 32-bit word (init_genrand).
func newMT(seed uint32) *mt { return rubyrand.New(new(big.Int).SetUint64(uint64(seed))) }

// newMTSeed is Random.new(seed).
func newMTSeed(seed *big.Int) *mt { return rubyrand.New(seed) }
