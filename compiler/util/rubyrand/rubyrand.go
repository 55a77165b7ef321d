// Package rubyrand is Ruby's Random: the MT19937 generator of Ruby 3.1's
// random.c, seeded as Ruby seeds it, so that Random.new(seed).rand(max)
// draws the numbers Ruby draws. Puppet's fqdn_rand and the modules'
// functions that draw deterministic random numbers (stdlib's
// fqdn_rand_string, ...) seed it from a digest.
package rubyrand

import (
	"math/big"
	"math/bits"
)

// n and m are MT19937's state size and shift.
const (
	n = 624
	m = 397
)

// Random is Ruby's Random object: its generator's state.
type Random struct {
	state [n]uint32
	idx   int
	// Seed is the seed New was given (Random#seed, what srand returns)
	Seed *big.Int
}

// New is Random.new(seed): Ruby's rand_init splits the absolute value of
// the seed into 32-bit words, least significant first, drops a most
// significant word of 1 (its "leading-zero guard"), then seeds one word
// with init_genrand and more with init_by_array.
func New(seed *big.Int) *Random {
	a := new(big.Int).Abs(seed)
	var key []uint32
	mask := big.NewInt(0xffffffff)
	for a.Sign() > 0 {
		key = append(key, uint32(new(big.Int).And(a, mask).Uint64()))
		a.Rsh(a, 32)
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	if len(key) > 1 && key[len(key)-1] == 1 {
		key = key[:len(key)-1]
	}
	r := &Random{Seed: new(big.Int).Set(seed)}
	if len(key) == 1 {
		r.initGenrand(key[0])
	} else {
		r.initByArray(key)
	}
	return r
}

func (r *Random) initGenrand(s uint32) {
	r.state[0] = s
	for i := 1; i < n; i++ {
		r.state[i] = 1812433253*(r.state[i-1]^(r.state[i-1]>>30)) + uint32(i)
	}
	r.idx = n
}

func (r *Random) initByArray(key []uint32) {
	r.initGenrand(19650218)
	i, j := 1, 0
	k := max(n, len(key))
	for ; k > 0; k-- {
		r.state[i] = (r.state[i] ^ ((r.state[i-1] ^ (r.state[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= n {
			r.state[0] = r.state[n-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = n - 1; k > 0; k-- {
		r.state[i] = (r.state[i] ^ ((r.state[i-1] ^ (r.state[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= n {
			r.state[0] = r.state[n-1]
			i = 1
		}
	}
	r.state[0] = 0x80000000
	r.idx = n
}

// Uint32 is genrand_int32: the next 32 random bits.
func (r *Random) Uint32() uint32 {
	if r.idx >= n {
		const upper, lower = 0x80000000, 0x7fffffff
		mag := [2]uint32{0, 0x9908b0df}
		kk := 0
		for ; kk < n-m; kk++ {
			y := (r.state[kk] & upper) | (r.state[kk+1] & lower)
			r.state[kk] = r.state[kk+m] ^ (y >> 1) ^ mag[y&1]
		}
		for ; kk < n-1; kk++ {
			y := (r.state[kk] & upper) | (r.state[kk+1] & lower)
			r.state[kk] = r.state[kk+m-n] ^ (y >> 1) ^ mag[y&1]
		}
		y := (r.state[n-1] & upper) | (r.state[0] & lower)
		r.state[n-1] = r.state[m-1] ^ (y >> 1) ^ mag[y&1]
		r.idx = 0
	}
	y := r.state[r.idx]
	r.idx++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// limited is Ruby's limited_rand: a uniform integer in [0, limit], drawn
// by masking and retrying.
func (r *Random) limited(limit uint64) uint64 {
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
			val |= uint64(r.Uint32()) << (uint(i) * 32)
			val &= mask
			if limit < val {
				goto retry
			}
		}
	}
	return val
}

// Rand is Random#rand(max) for an Integer max > 0: a uniform integer in
// [0, max).
func (r *Random) Rand(max int64) int64 {
	return int64(r.limited(uint64(max) - 1))
}

// Intn is random_ulong_limited: a uniform integer in [0, limit) (0 for a
// limit of 0), what Array#sample and Kernel#rand(Integer) draw.
func (r *Random) Intn(limit uint64) uint64 {
	if limit == 0 {
		return 0
	}
	return r.limited(limit - 1)
}

// Limited is random_ulong_limited: a uniform integer in [0, limit] (no
// draw for a limit of 0): what Array#shuffle and #sample draw an index with.
func (r *Random) Limited(limit uint64) uint64 { return r.limited(limit) }

// Inclusive is int_pair_to_real_inclusive: a Float in [0, 1], what
// rand(a..b) draws for a Float range that includes its end.
func (r *Random) Inclusive() float64 {
	a, b := r.Uint32(), r.Uint32()
	// ((a<<32 | b) * (2**53 + 1)) >> 64, scaled by 2**-53
	hi, _ := bits.Mul64(uint64(a)<<32|uint64(b), 1<<53|1)
	return float64(hi) * (1.0 / 9007199254740992.0)
}

// Bytes is Random#bytes: n bytes, four from each 32-bit draw, least
// significant first.
func (r *Random) Bytes(n int) []byte {
	out := make([]byte, 0, n)
	for len(out) < n {
		x := r.Uint32()
		for i := 0; i < 4 && len(out) < n; i++ {
			out = append(out, byte(x))
			x >>= 8
		}
	}
	return out
}

// Float is genrand_res53: a Float in [0, 1), what rand without a limit
// draws.
func (r *Random) Float() float64 {
	a := r.Uint32() >> 5
	b := r.Uint32() >> 6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// Clone is a generator in the same state that draws on its own.
func (r *Random) Clone() *Random {
	c := *r
	return &c
}
