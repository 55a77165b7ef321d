// Package securerandom is Ruby's securerandom library over the system's
// random source: hex, base64, urlsafe_base64, uuid, alphanumeric,
// random_bytes and random_number, in Ruby's formats. Its values differ
// at every call, as in Ruby; Puppet code that uses them makes catalogs
// that differ at every compile.
package securerandom

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"math/big"
	"strings"

	"github.com/punch-dev/punch/compiler/ruby/rlib/rv"
)

func bytes(n int) ([]byte, error) {
	if n < 0 {
		return nil, rv.Errorf("ArgumentError", fmt.Sprintf("negative string size (or size too big)"))
	}
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return nil, rv.Errorf("NotImplementedError", "No random device")
	}
	return b, nil
}

// RandomBytes is SecureRandom.random_bytes(n) (n 16 by default).
func RandomBytes(n int) (string, error) {
	b, err := bytes(n)
	return string(b), err
}

// Hex is SecureRandom.hex(n): 2n lower-case hex digits.
func Hex(n int) (string, error) {
	b, err := bytes(n)
	return hex.EncodeToString(b), err
}

// Base64 is SecureRandom.base64(n): strict base64 of n bytes.
func Base64(n int) (string, error) {
	b, err := bytes(n)
	return base64.StdEncoding.EncodeToString(b), err
}

// URLSafeBase64 is SecureRandom.urlsafe_base64(n, padding).
func URLSafeBase64(n int, padding bool) (string, error) {
	b, err := bytes(n)
	if err != nil {
		return "", err
	}
	if padding {
		return base64.URLEncoding.EncodeToString(b), nil
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// UUID is SecureRandom.uuid: a version 4 UUID.
func UUID() (string, error) {
	b, err := bytes(16)
	if err != nil {
		return "", err
	}
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b)
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:], nil
}

const alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// Alphanumeric is SecureRandom.alphanumeric(n): n of [A-Za-z0-9].
func Alphanumeric(n int) (string, error) {
	var b strings.Builder
	for i := 0; i < n; i++ {
		k, err := rand.Int(rand.Reader, big.NewInt(int64(len(alnum))))
		if err != nil {
			return "", rv.Errorf("NotImplementedError", "No random device")
		}
		b.WriteByte(alnum[k.Int64()])
	}
	return b.String(), nil
}

// RandomInt is SecureRandom.random_number(n) for an Integer n > 0: an
// Integer in [0, n).
func RandomInt(n *big.Int) (*big.Int, error) {
	if n.Sign() <= 0 {
		return nil, rv.Errorf("ArgumentError", "invalid argument - "+n.String())
	}
	return rand.Int(rand.Reader, n)
}

// RandomFloat is SecureRandom.random_number without a limit: a Float in
// [0, 1) with 53 random bits.
func RandomFloat() (float64, error) {
	k, err := rand.Int(rand.Reader, big.NewInt(1<<53))
	if err != nil {
		return 0, rv.Errorf("NotImplementedError", "No random device")
	}
	return float64(k.Int64()) / (1 << 53), nil
}
