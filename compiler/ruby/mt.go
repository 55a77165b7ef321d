package ruby

import (
	"math/big"
)

// mt is MT19937, the generator of Ruby's Random, seeded as Ruby seeds it
// (init_by_array of the seed's 32-bit words), so Random.new(seed) draws
// the numbers Ruby draws.
type mt struct {
	state [624]uint32
	idx   int
}

func newMT(seed uint32) *mt {
	m := &mt{}
	m.initGenrand(seed)
	return m
}

// newMTSeed seeds like Ruby's rand_init: the absolute value of the seed
// split into 32-bit words, least significant first.
func newMTSeed(seed *big.Int) *mt {
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
	// rand_init drops a top word of 1 (its "leading-zero guard"), then
	// seeds one word with init_genrand, more with init_by_array
	if len(key) > 1 && key[len(key)-1] == 1 {
		key = key[:len(key)-1]
	}
	m := &mt{}
	if len(key) <= 1 {
		m.initGenrand(key[0])
	} else {
		m.initByArray(key)
	}
	return m
}

func (m *mt) initGenrand(s uint32) {
	m.state[0] = s
	for i := 1; i < 624; i++ {
		m.state[i] = 1812433253*(m.state[i-1]^(m.state[i-1]>>30)) + uint32(i)
	}
	m.idx = 624
}

func (m *mt) initByArray(key []uint32) {
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
	m.idx = 624
}

func (m *mt) next() uint32 {
	if m.idx >= 624 {
		const upper, lower = 0x80000000, 0x7fffffff
		mag := [2]uint32{0, 0x9908b0df}
		var kk int
		for kk = 0; kk < 624-397; kk++ {
			y := (m.state[kk] & upper) | (m.state[kk+1] & lower)
			m.state[kk] = m.state[kk+397] ^ (y >> 1) ^ mag[y&1]
		}
		for ; kk < 623; kk++ {
			y := (m.state[kk] & upper) | (m.state[kk+1] & lower)
			m.state[kk] = m.state[kk+(397-624)] ^ (y >> 1) ^ mag[y&1]
		}
		y := (m.state[623] & upper) | (m.state[0] & lower)
		m.state[623] = m.state[396] ^ (y >> 1) ^ mag[y&1]
		m.idx = 0
	}
	y := m.state[m.idx]
	m.idx++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// float is genrand_res53: a Float in [0, 1).
func (m *mt) float() float64 {
	a := m.next() >> 5
	b := m.next() >> 6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// intn is Ruby's random_ulong_limited: a uniform integer in [0, limit)
// drawn by masking and retrying, as limited_rand does.
func (m *mt) intn(limit uint64) uint64 {
	if limit == 0 {
		return 0
	}
	lim := limit - 1
	mask := lim
	mask |= mask >> 1
	mask |= mask >> 2
	mask |= mask >> 4
	mask |= mask >> 8
	mask |= mask >> 16
	mask |= mask >> 32
	for {
		var val uint64
		for i := 1; i >= 0; i-- {
			if (mask>>(uint(i)*32))&0xffffffff != 0 {
				val |= uint64(m.next()) << (uint(i) * 32)
				val &= mask
				if lim < val {
					break
				}
			}
		}
		if val <= lim {
			return val
		}
	}
}
