package securerandom

import (
	"math/big"
	"regexp"
	"testing"
)

// The values are random; their forms are Ruby's.
func TestForms(t *testing.T) {
	check := func(name, re string, s string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !regexp.MustCompile(re).MatchString(s) {
			t.Errorf("%s: %q does not match %s", name, s, re)
		}
	}
	s, err := Hex(16)
	check("hex", `^[0-9a-f]{32}$`, s, err)
	s, err = Base64(16)
	check("base64", `^[A-Za-z0-9+/]{22}==$`, s, err)
	s, err = URLSafeBase64(16, false)
	check("urlsafe_base64", `^[A-Za-z0-9_-]{22}$`, s, err)
	s, err = UUID()
	check("uuid", `^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, s, err)
	s, err = Alphanumeric(20)
	check("alphanumeric", `^[A-Za-z0-9]{20}$`, s, err)
	s, err = RandomBytes(5)
	if err != nil || len(s) != 5 {
		t.Errorf("random_bytes: %q, %v", s, err)
	}
	n, err := RandomInt(big.NewInt(10))
	if err != nil || n.Sign() < 0 || n.Cmp(big.NewInt(10)) >= 0 {
		t.Errorf("random_number(10): %v, %v", n, err)
	}
	if _, err := RandomInt(big.NewInt(0)); err == nil {
		t.Error("random_number(0) is an ArgumentError in Ruby")
	}
	f, err := RandomFloat()
	if err != nil || f < 0 || f >= 1 {
		t.Errorf("random_number: %v, %v", f, err)
	}
}
