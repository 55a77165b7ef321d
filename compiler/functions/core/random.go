package core

import (
	"crypto/md5"
	"math/big"
	"math/bits"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// fqdn_rand and the functions of modules that draw deterministic random
// numbers use Ruby's Random (MT19937) seeded from a digest: this file
// reproduces Ruby 3's generator bit for bit.

// mt19937 is the Mersenne Twister of Ruby's random.c.
type mt19937 struct {
	state [624]uint32
	next  int
}

func (m *mt19937) initGenrand(s uint32) {
	m.state[0] = s
	for j := 1; j < 624; j++ {
		m.state[j] = 1812433253*(m.state[j-1]^(m.state[j-1]>>30)) + uint32(j)
	}
	m.next = 624
}

func (m *mt19937) initByArray(key []uint32) {
	m.initGenrand(19650218)
	i, j := 1, 0
	k := 624
	if len(key) > k {
		k = len(key)
	}
	for ; k > 0; k-- {
		m.state[i] = (m.state[i] ^ ((m.state[i-1] ^ (m.state[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= 624 {
			m.state[0] = m.state[623]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = 623; k > 0; k-- {
		m.state[i] = (m.state[i] ^ ((m.state[i-1] ^ (m.state[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= 624 {
			m.state[0] = m.state[623]
			i = 1
		}
	}
	m.state[0] = 0x80000000
	m.next = 624
}

func (m *mt19937) nextState() {
	const upper, lower = 0x80000000, 0x7fffffff
	mag := func(y uint32) uint32 {
		if y&1 != 0 {
			return 0x9908b0df
		}
		return 0
	}
	kk := 0
	for ; kk < 624-397; kk++ {
		y := (m.state[kk] & upper) | (m.state[kk+1] & lower)
		m.state[kk] = m.state[kk+397] ^ (y >> 1) ^ mag(y)
	}
	for ; kk < 623; kk++ {
		y := (m.state[kk] & upper) | (m.state[kk+1] & lower)
		m.state[kk] = m.state[kk+397-624] ^ (y >> 1) ^ mag(y)
	}
	y := (m.state[623] & upper) | (m.state[0] & lower)
	m.state[623] = m.state[396] ^ (y >> 1) ^ mag(y)
	m.next = 0
}

// genrandInt32 returns the next 32 random bits.
func (m *mt19937) genrandInt32() uint32 {
	if m.next >= 624 {
		m.nextState()
	}
	y := m.state[m.next]
	m.next++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// newRubyRandom is Random.new(seed) for a non-negative seed: the seed's
// 32-bit words (least significant first, without leading zero words, and
// without a most significant word of 1 as Ruby drops it) key
// init_by_array, or init_genrand when one word remains.
func NewRubyRandom(seed *big.Int) *mt19937 {
	words := seed.Bits()
	var key []uint32
	for _, w := range words {
		key = append(key, uint32(w))
		if bits.UintSize == 64 {
			key = append(key, uint32(uint64(w)>>32))
		}
	}
	for len(key) > 1 && key[len(key)-1] == 0 {
		key = key[:len(key)-1]
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	// Ruby's rand_init drops a most significant word of 1 (its
	// "leading-zero-guard"), whatever the value.
	if len(key) > 1 && key[len(key)-1] == 1 {
		key = key[:len(key)-1]
	}
	m := &mt19937{}
	if len(key) <= 1 {
		m.initGenrand(key[0])
	} else {
		m.initByArray(key)
	}
	return m
}

// limitedRand is Ruby's limited_rand: a uniform integer in [0, limit].
func (m *mt19937) limitedRand(limit uint64) uint64 {
	if limit == 0 {
		return 0
	}
	mask := limit
	mask |= mask >> 1
	mask |= mask >> 2
	mask |= mask >> 4
	mask |= mask >> 8
	mask |= mask >> 16
	mask |= mask >> 32
retry:
	val := uint64(0)
	for i := 1; i >= 0; i-- {
		if (mask>>(uint(i)*32))&0xffffffff != 0 {
			val |= uint64(m.genrandInt32()) << (uint(i) * 32)
			val &= mask
			if limit < val {
				goto retry
			}
		}
	}
	return val
}

// rand is Random#rand(max) for an Integer max (> 0).
func (m *mt19937) Rand(max int64) int64 {
	return int64(m.limitedRand(uint64(max) - 1))
}

// deterministicRandInt is Puppet::Util.deterministic_rand_int(seed, max):
// Random.new(seed).rand(max), with Ruby's "invalid argument" for a max
// that is not positive.
func DeterministicRandInt(seed *big.Int, max int64) (int64, error) {
	if max <= 0 {
		return 0, functions.Errorf("invalid argument - %d", max)
	}
	return NewRubyRandom(seed).Rand(max), nil
}

// hexSeed is Ruby's String#hex of a hex digest.
func HexSeed(digest []byte) *big.Int {
	return new(big.Int).SetBytes(digest)
}

func randomFunctions(l *functions.Lib) {
	l.Register3x("fqdn_rand", "", -2, FqdnRand)
}

// fqdnRand is the body of Puppet's 3.x fqdn_rand(max, seed, downcase):
// stdlib's fqdn_rand_string calls it as its Ruby does.
func FqdnRand(c functions.Context, args []values.Value) (values.Value, error) {
	max, err := RubyToIValue(args[0])
	if err != nil {
		return nil, err
	}
	seed := functions.Arg(args, 1)
	downcase := len(args) > 2 && values.Truthy(args[2])
	fqdn := factFQDN(c)
	if downcase {
		s, ok := fqdn.(string)
		if !ok {
			return nil, NoMethodError("downcase", fqdn)
		}
		fqdn = rubystr.Downcase(s)
	}
	str := RubyJoin([]values.Value{fqdn, max, seed}, ":")
	sum := md5.Sum([]byte(str))
	return DeterministicRandInt(HexSeed(sum[:]), max)
}

// factFQDN is $facts['networking']['fqdn'] of the calling scope.
func factFQDN(c functions.Context) values.Value {
	facts, ok := c.Variable("facts")
	if !ok {
		return nil
	}
	v, _ := dig(facts, []values.Value{"networking", "fqdn"})
	return v
}

// rubyToIValue is to_i of the object Puppet hands a 3.x function: strings
// parse their leading integer, floats truncate.
func RubyToIValue(v values.Value) (int64, error) {
	switch x := v.(type) {
	case int64:
		return x, nil
	case float64:
		r, err := FloatToInteger(float64(int64(x)))
		if err != nil {
			return 0, err
		}
		return r.(int64), nil
	case string:
		return RubyToI(x), nil
	}
	return 0, NoMethodError("to_i", v)
}
