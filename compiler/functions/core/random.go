package core

import (
	"crypto/md5"
	"math/big"

	"github.com/punch-dev/punch/compiler/functions"
	"github.com/punch-dev/punch/compiler/util/rubyrand"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
)

// fqdn_rand and the functions of modules that draw deterministic random
// numbers use Ruby's Random (compiler/util/rubyrand) seeded from a digest.

// deterministicRandInt is Puppet::Util.deterministic_rand_int(seed, max):
// Random.new(seed).rand(max), with Ruby's "invalid argument" for a max
// that is not positive.
func DeterministicRandInt(seed *big.Int, max int64) (int64, error) {
	if max <= 0 {
		return 0, functions.Errorf("invalid argument - %d", max)
	}
	return rubyrand.New(seed).Rand(max), nil
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
