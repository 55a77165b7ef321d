package rubycrypt

import (
	"crypto/des"
	"encoding/binary"
	"os"
	"strings"
	"testing"
)

// TestCryptMatchesRuby compares Crypt with what Ruby 3.1's String#crypt
// gave (testdata/record.rb writes testdata/crypt.txt).
func TestCryptMatchesRuby(t *testing.T) {
	src, err := os.ReadFile("testdata/crypt.txt")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, line := range strings.Split(strings.TrimSuffix(string(src), "\n"), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			t.Fatalf("bad line %q", line)
		}
		pw, setting, want := f[0], f[1], f[2]
		got, err := Crypt(pw, setting)
		switch {
		case err == ErrShortSalt:
			got = "ERROR: ArgumentError: " + err.Error()
		case err != nil:
			t.Errorf("%q.crypt(%q): %v; Ruby gives %q", pw, setting, err, want)
			continue
		}
		if got != want {
			t.Errorf("%q.crypt(%q) = %q; Ruby gives %q", pw, setting, got, want)
		}
		n++
	}
	if n < 100 {
		t.Errorf("only %d cases compared", n)
	}
}

// TestCryptUnsupported: the algorithms Punch does not implement are
// refused, never answered wrongly.
func TestCryptUnsupported(t *testing.T) {
	for _, s := range []string{"$2b$10$abcdefghijklmnopqrstuu", "$y$j9T$abc"} {
		if _, err := Crypt("pw", s); err != ErrUnsupported {
			t.Errorf("Crypt(%q): %v, want ErrUnsupported", s, err)
		}
	}
	// an extended DES setting with more rounds than Punch computes
	// (libxcrypt takes seconds on "_zzzz": 16,777,215 rounds)
	if _, err := Crypt("pw", "_zzzzabcd"); err != ErrRounds {
		t.Errorf("Crypt(_zzzzabcd): %v, want ErrRounds", err)
	}
}

// TestDESMatchesCryptoDES checks the DES under crypt (FIPS 46-3's tables)
// against Go's crypto/des: with no salt bits they are the same cipher.
func TestDESMatchesCryptoDES(t *testing.T) {
	for _, c := range [][2]uint64{{0, 0}, {0x133457799BBCDFF1, 0x0123456789ABCDEF}, {0xfedcba9876543210, 0xffffffffffffffff},
		{0x0e329232ea6d0d73, 0x8787878787878787}, {0x8001010101010101, 0}} {
		key, block := c[0], c[1]
		var kb, in, out [8]byte
		binary.BigEndian.PutUint64(kb[:], key)
		binary.BigEndian.PutUint64(in[:], block)
		ci, err := des.NewCipher(kb[:])
		if err != nil {
			t.Fatal(err)
		}
		ci.Encrypt(out[:], in[:])
		ks := desKeys(key)
		if got, want := desEncrypt(block, &ks, 0, 1), binary.BigEndian.Uint64(out[:]); got != want {
			t.Errorf("key %016x block %016x: %016x, crypto/des %016x", key, block, got, want)
		}
	}
}
