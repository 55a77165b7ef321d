package rubycrypt

import "errors"

// Traditional DES crypt (a two-character salt) and BSDi's extended DES
// ("_" + four characters of count + four of salt), as libxcrypt computes
// them: a DES (FIPS 46-3) whose expansion swaps the bit pairs the salt
// selects, run over a zero block. Written from the DES standard and the
// scheme's description (7-bit key bytes, 25 rounds, 11 characters of
// output); TestDESMatchesCryptoDES checks the cipher against crypto/des
// with a zero salt, TestCryptMatchesRuby the whole against Ruby 3.1.

// The DES tables of FIPS 46-3, bits numbered from 1 at the most
// significant end.
var (
	desIP = []uint8{58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
		62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
		57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
		61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7}
	desFP = []uint8{40, 8, 48, 16, 56, 24, 64, 32, 39, 7, 47, 15, 55, 23, 63, 31,
		38, 6, 46, 14, 54, 22, 62, 30, 37, 5, 45, 13, 53, 21, 61, 29,
		36, 4, 44, 12, 52, 20, 60, 28, 35, 3, 43, 11, 51, 19, 59, 27,
		34, 2, 42, 10, 50, 18, 58, 26, 33, 1, 41, 9, 49, 17, 57, 25}
	desE = []uint8{32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9, 8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17,
		16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25, 24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1}
	desP = []uint8{16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
		2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25}
	desPC1 = []uint8{57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
		10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
		63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
		14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4}
	desPC2 = []uint8{14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10,
		23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
		41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
		44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32}
	desShifts = [16]uint8{1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1}
	desS      = [8][64]uint8{
		{14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7,
			0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8,
			4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0,
			15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13},
		{15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10,
			3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5,
			0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15,
			13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9},
		{10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8,
			13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1,
			13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7,
			1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12},
		{7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15,
			13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9,
			10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4,
			3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14},
		{2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9,
			14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6,
			4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14,
			11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3},
		{12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11,
			10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8,
			9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6,
			4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13},
		{4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1,
			13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6,
			1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2,
			6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12},
		{13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7,
			1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2,
			7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8,
			2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11},
	}
)

// permute picks the bits table names (1 = the most significant of width
// bits) from in, in the table's order.
func permute(in uint64, width int, table []uint8) uint64 {
	var out uint64
	for _, p := range table {
		out = out<<1 | (in>>(width-int(p)))&1
	}
	return out
}

// desKeys is the key schedule: the 16 subkeys of 48 bits.
func desKeys(key uint64) [16]uint64 {
	var ks [16]uint64
	cd := permute(key, 64, desPC1)
	c, d := cd>>28, cd&0xfffffff
	for i, s := range desShifts {
		c = (c<<s | c>>(28-s)) & 0xfffffff
		d = (d<<s | d>>(28-s)) & 0xfffffff
		ks[i] = permute(c<<28|d, 56, desPC2)
	}
	return ks
}

// desEncrypt enciphers block count times with the subkeys; saltBits (24
// bits, the first salt bit the most significant) swaps bit i of the
// expansion's first half with bit i of its second.
func desEncrypt(block uint64, ks *[16]uint64, saltBits uint64, count int) uint64 {
	for ; count > 0; count-- {
		lr := permute(block, 64, desIP)
		l, r := lr>>32, lr&0xffffffff
		for _, k := range ks {
			e := permute(r, 32, desE)
			swap := (e>>24 ^ e) & saltBits
			e ^= swap | swap<<24
			x := e ^ k
			var s uint64
			for i := range 8 {
				six := (x >> (42 - 6*i)) & 0x3f
				s = s<<4 | uint64(desS[i][(six>>4&2|six&1)*16+(six>>1&0xf)])
			}
			l, r = r, l^permute(s, 32, desP)
		}
		block = permute(r<<32|l, 64, desFP)
	}
	return block
}

// a64 is the value of a character of crypt's alphabet (./0-9A-Za-z).
func a64(c byte) (uint64, bool) {
	for i := 0; i < len(cryptB64); i++ {
		if cryptB64[i] == c {
			return uint64(i), true
		}
	}
	return 0, false
}

// desSaltBits turns a salt of n bits (its first character the low bits)
// into desEncrypt's swap mask.
func desSaltBits(salt uint64, n int) uint64 {
	var bits uint64
	for i := range n {
		if salt>>i&1 != 0 {
			bits |= 1 << (23 - i)
		}
	}
	return bits
}

// desKeyBytes is the next 8 bytes of pw as a DES key: each byte's low 7
// bits, shifted over the parity bit (a shorter rest is padded with 0).
func desKeyBytes(pw string) uint64 {
	var k uint64
	for i := range 8 {
		var c byte
		if i < len(pw) {
			c = pw[i]
		}
		k = k<<8 | uint64(c<<1)
	}
	return k
}

// des64 appends the 64 bits of b as crypt's 11 characters.
func des64(out []byte, b uint64) []byte {
	for shift := 58; shift > -6; shift -= 6 {
		var c uint64
		if shift >= 0 {
			c = b >> shift
		} else {
			c = b << -shift
		}
		out = append(out, cryptB64[c&0x3f])
	}
	return out
}

// desCrypt is traditional DES crypt: the setting's first two characters
// are the salt, the password's first 8 bytes the key.
func desCrypt(pw, setting string) string {
	s0, ok0 := a64(setting[0])
	s1, ok1 := a64(setting[1])
	if !ok0 || !ok1 {
		return Invalid
	}
	ks := desKeys(desKeyBytes(pw))
	b := desEncrypt(0, &ks, desSaltBits(s0|s1<<6, 12), 25)
	return string(des64([]byte(setting[:2]), b))
}

// maxBSDiRounds bounds the round count of an extended DES setting (up to
// 16,777,215 in the format; "_J9.." is 725): a compile must not spend
// minutes on one call.
const maxBSDiRounds = 1 << 16

// ErrRounds is the error of an extended DES setting with more rounds than
// Punch computes.
var ErrRounds = errors.New("extended DES crypt with more than 65536 rounds not supported by Punch")

// bsdiCrypt is BSDi's extended DES: "_", 4 characters of round count and
// 4 of salt (each little-endian), every byte of the password folded into
// the key 8 at a time.
func bsdiCrypt(pw, setting string) (string, error) {
	if len(setting) < 9 {
		return Invalid, nil
	}
	var count, salt uint64
	for i := range 4 {
		c, ok := a64(setting[1+i])
		s, ok2 := a64(setting[5+i])
		if !ok || !ok2 {
			return Invalid, nil
		}
		count |= c << (6 * i)
		salt |= s << (6 * i)
	}
	switch {
	case count == 0:
		// libxcrypt runs a count of 0 as 1 (recorded: "_....CCCC" and
		// "_/...CCCC" give the same hash)
		count = 1
	case count > maxBSDiRounds:
		return "", ErrRounds
	}
	key := desKeyBytes(pw)
	for rest := pw[min(8, len(pw)):]; rest != ""; rest = rest[min(8, len(rest)):] {
		ks := desKeys(key)
		key = desEncrypt(key, &ks, 0, 1) ^ desKeyBytes(rest)
	}
	ks := desKeys(key)
	b := desEncrypt(0, &ks, desSaltBits(salt, 24), int(count))
	return string(des64([]byte(setting[:9]), b)), nil
}
