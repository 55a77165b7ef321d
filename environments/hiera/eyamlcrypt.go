package hiera

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"encoding/asn1"
	"encoding/binary"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/util/rubybase64"
	"github.com/punch-dev/punch/compiler/util/rubystr"
	"github.com/punch-dev/punch/compiler/values"
	"github.com/smallstep/pkcs7"
)

// hiera-eyaml 3.3's side of eyaml_lookup_key: finding ENC[...] tokens in a
// string (its hiera backend parser), decoding their base64 as Ruby's
// Base64.decode64 does and decrypting the PKCS7 EnvelopedData with the
// level's key pair as its Pkcs7 encryptor does with Ruby's OpenSSL. Errors
// carry the message Ruby's exception has, which Puppet puts after "Error
// was". Nothing here logs: key material and decrypted text stay in memory.

// eyamlNoMatch is the NoMethodError hiera-eyaml 3.3 raises (with Ruby
// 3.1's error_highlight snippet) when a hiera token has nothing left but
// white space between its brackets: its string pattern does not match the
// squeezed token and it indexes the nil match.
const eyamlNoMatch = "undefined method `[]' for nil:NilClass\n\n            create_enc_token(string, :string, md[1], md[2])\n                                                ^^^"

// eyamlError is a Ruby exception raised while decrypting.
type eyamlError struct {
	class string // Ruby's exception class
	msg   string
	// unrescued marks a ScriptError (LoadError): Puppet's eyaml_lookup_key
	// rescues StandardError only, so it is not reworded as a lookup error.
	unrescued bool
}

func (e *eyamlError) Error() string { return e.msg }

func eyamlErr(class, format string, args ...any) *eyamlError {
	return &eyamlError{class: class, msg: fmt.Sprintf(format, args...)}
}

// eyamlEncrypted is eyaml_lookup_key's encrypted? (/.*ENC\[.*?\]/): ENC[
// and a later ] on one line.
func eyamlEncrypted(s string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], "ENC[")
		if j < 0 {
			return false
		}
		i += j + 4
		rest := s[i:]
		if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
			rest = rest[:nl]
		}
		if strings.IndexByte(rest, ']') >= 0 {
			return true
		}
	}
}

// eyamlToken matches hiera-eyaml's token pattern at the start of s:
// ENC\[(\w+,)?([a-zA-Z0-9+/ =\n]+?)\] for the hiera parser (blockForm),
// ENC\[(\w+,)?([a-zA-Z0-9+/=]+?)\] for a squeezed token. It returns the
// length of the match, the scheme group (with its comma) and the payload.
// Hand-written: the patterns' lazy repetition makes Go's regexp engine
// backtrack over the whole payload.
func eyamlToken(s string, blockForm bool) (n int, group, payload string, ok bool) {
	if !strings.HasPrefix(s, "ENC[") {
		return 0, "", "", false
	}
	inClass := func(c byte) bool {
		return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			c == '+' || c == '/' || c == '=' || blockForm && (c == ' ' || c == '\n')
	}
	// payloadAt is ([class]+?)\] from j: ] is not in the class, so the
	// lazy run ends at the first character outside it, which must be ].
	payloadAt := func(j int) (int, bool) {
		k := j
		for k < len(s) && inClass(s[k]) {
			k++
		}
		if k > j && k < len(s) && s[k] == ']' {
			return k, true
		}
		return 0, false
	}
	j := 4
	w := j
	for w < len(s) && isWordByte(s[w]) {
		w++
	}
	// (\w+,) taken first; no shorter \w+ can be followed by a comma.
	if w > j && w < len(s) && s[w] == ',' {
		if end, ok := payloadAt(w + 1); ok {
			return end + 1, s[j : w+1], s[w+1 : end], true
		}
	}
	if end, ok := payloadAt(j); ok {
		return end + 1, "", s[j:end], true
	}
	return 0, "", "", false
}

// isWordByte is \w of an ASCII byte (Ruby's \w is ASCII-only here: the
// recorded case non_ascii_scheme).
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// eyamlKeyring gives the decrypter the level's key pair: hiera-eyaml's
// pkcs7_private_key / pkcs7_public_key options (paths, relative to the
// working directory as Ruby's File.read takes them) or their _env_var
// forms (the PEM text in an environment variable).
type eyamlKeyring struct {
	options *values.Hash
	// files caches parsed key files while they keep inode, mtime and size
	// (nil: parse every time).
	files *fileCache
	// getenv reads the environment (os.LookupEnv when nil).
	getenv func(string) (string, bool)
	// plain remembers decrypted payloads across sessions (nil: none).
	plain *eyamlPlainCache
	// key and cert are the pair once loaded (a keyring serves one level
	// in one session).
	key  *rsa.PrivateKey
	cert *x509.Certificate
}

// eyamlPlainCache holds the plain text of payloads already decrypted, by
// a digest of the key pair and the payload: an RSA-2048 decryption takes
// about 5 ms, and every compile of a node asks for the same secrets again.
// The plain text stays in the server's memory as the catalogs that hold it
// do; the cache is bounded and emptied when full.
type eyamlPlainCache struct {
	mu sync.Mutex
	m  map[[sha256.Size]byte]string
}

const eyamlPlainCacheMax = 4096

func (c *eyamlPlainCache) get(k [sha256.Size]byte) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.m[k]
	return v, ok
}

func (c *eyamlPlainCache) put(k [sha256.Size]byte, v string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil || len(c.m) >= eyamlPlainCacheMax {
		c.m = map[[sha256.Size]byte]string{}
	}
	c.m[k] = v
}

// eyamlPlainKey identifies a payload decrypted with a key pair.
func eyamlPlainKey(cert *x509.Certificate, key *rsa.PrivateKey, der []byte) [sha256.Size]byte {
	h := sha256.New()
	for _, part := range [][]byte{cert.Raw, key.N.Bytes(), key.D.Bytes(), der} {
		var n [8]byte
		binary.BigEndian.PutUint64(n[:], uint64(len(part)))
		h.Write(n[:])
		h.Write(part)
	}
	var k [sha256.Size]byte
	h.Sum(k[:0])
	return k
}

// eyamlDecryptString is what Puppet's decrypt asks of hiera-eyaml for one
// string that eyamlEncrypted accepts: each ENC[...] token replaced by its
// plain text, then chomped.
func (kr *eyamlKeyring) decryptString(s string) (string, error) {
	var b strings.Builder
	pos := 0
	// The parser's scan: text up to the leftmost token, the token, again.
	for search := 0; ; {
		j := strings.Index(s[search:], "ENC[")
		if j < 0 {
			break
		}
		start := search + j
		n, _, _, ok := eyamlToken(s[start:], true)
		if !ok {
			search = start + 1
			continue
		}
		b.WriteString(s[pos:start])
		plain, err := kr.decryptToken(s[start : start+n])
		if err != nil {
			return "", err
		}
		b.WriteString(plain)
		pos = start + n
		search = pos
	}
	b.WriteString(s[pos:])
	return rubystr.Chomp(b.String()), nil
}

// decryptToken is EncHieraTokenType#create_token and
// EncToken.encrypted_value for one token.
func (kr *eyamlKeyring) decryptToken(tok string) (string, error) {
	squeezed := strings.Map(func(r rune) rune {
		if isRubySpace(r) {
			return -1
		}
		return r
	}, tok)
	// (The squeezed token can only match where it starts: '[' is in
	// neither group.)
	_, group, payload, ok := eyamlToken(squeezed, false)
	if !ok {
		return "", &eyamlError{class: "NoMethodError", msg: eyamlNoMatch}
	}
	scheme := "PKCS7"
	if group != "" {
		scheme = strings.TrimSuffix(group, ",")
	}
	// Encryptor.find requires hiera/backend/eyaml/encryptors/<scheme> and
	// takes its class case-insensitively: Debian's hiera-eyaml has pkcs7
	// only (plugins such as hiera-eyaml-gpg are other gems).
	if lower := strings.ToLower(scheme); lower != "pkcs7" {
		return "", &eyamlError{class: "LoadError", msg: "cannot load such file -- hiera/backend/eyaml/encryptors/" + lower, unrescued: true}
	}
	return kr.decryptPKCS7(rubyDecode64(payload))
}

// isRubySpace is Ruby's \s: space, \t, \n, \v, \f, \r.
func isRubySpace(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\v' || r == '\f' || r == '\r'
}

// rubyDecode64 is Ruby's Base64.decode64 (rubybase64, its one owner), as
// bytes.
func rubyDecode64(s string) []byte { return []byte(rubybase64.Decode64(s)) }

// decryptPKCS7 is the Pkcs7 encryptor's decrypt: the options checked, the
// private key then the certificate read and parsed, the PKCS7 parsed and
// decrypted, each failure with the message Ruby's OpenSSL (3.0) gives.
func (kr *eyamlKeyring) decryptPKCS7(der []byte) (string, error) {
	pubPath, pubEnv := kr.option("public_key"), kr.option("public_key_env_var")
	privPath, privEnv := kr.option("private_key"), kr.option("private_key_env_var")
	if !values.Truthy(pubPath) && !values.Truthy(pubEnv) {
		return "", eyamlErr("StandardError", "pkcs7_public_key is not defined")
	}
	if !values.Truthy(privPath) && !values.Truthy(privEnv) {
		return "", eyamlErr("StandardError", "pkcs7_private_key is not defined")
	}
	if kr.key == nil {
		keyAny, err := kr.load(privPath, privEnv, "key", parseEyamlPrivateKey)
		if err != nil {
			return "", err
		}
		certAny, err := kr.load(pubPath, pubEnv, "cert", parseEyamlCertificate)
		if err != nil {
			return "", err
		}
		kr.key, kr.cert = keyAny.(*rsa.PrivateKey), certAny.(*x509.Certificate)
	}
	key, cert := kr.key, kr.cert
	var cacheKey [sha256.Size]byte
	if kr.plain != nil {
		cacheKey = eyamlPlainKey(cert, key, der)
		if plain, ok := kr.plain.get(cacheKey); ok {
			return plain, nil
		}
	}
	p7, err := pkcs7.Parse(firstASN1Element(der))
	if err != nil {
		if errors.Is(err, pkcs7.ErrUnsupportedContentType) {
			// OpenSSL parses any content type; decrypt then refuses it.
			return "", eyamlErr("OpenSSL::PKCS7::PKCS7Error", "wrong content type")
		}
		// OpenSSL::PKCS7.new tries DER, then PEM: the error is PEM's.
		return "", eyamlErr("ArgumentError", "Could not parse the PKCS7: no start line")
	}
	if !isEnveloped(der) {
		return "", eyamlErr("OpenSSL::PKCS7::PKCS7Error", "wrong content type")
	}
	if pub, ok := cert.PublicKey.(*rsa.PublicKey); !ok || !pub.Equal(&key.PublicKey) {
		return "", eyamlErr("OpenSSL::PKCS7::PKCS7Error", "private key does not match certificate")
	}
	plain, err := p7.Decrypt(cert, key)
	if err != nil {
		switch {
		case errors.Is(err, pkcs7.ErrNotEncryptedContent):
			return "", eyamlErr("OpenSSL::PKCS7::PKCS7Error", "wrong content type")
		case strings.Contains(err.Error(), "no enveloped recipient"):
			// PKCS7_dataDecode's NO_RECIPIENT_MATCHES_CERTIFICATE, reported
			// under PKCS7_decrypt's DECRYPT_ERROR.
			return "", eyamlErr("OpenSSL::PKCS7::PKCS7Error", "decrypt error")
		case errors.Is(err, pkcs7.ErrUnsupportedAlgorithm):
			// AES-192-CBC, RC2, ...: OpenSSL has them, the library not.
			// hiera-eyaml itself always writes AES-256-CBC.
			return "", eyamlErr("OpenSSL::PKCS7::PKCS7Error", "Punch cannot decrypt this content encryption algorithm (it decrypts AES-128/256-CBC, AES-GCM, DES and DES-EDE3-CBC; hiera-eyaml writes AES-256-CBC)")
		}
		// A key transport or padding failure: OpenSSL goes on with a
		// random key (its defence against Bleichenbacher's attack) and the
		// cipher's final block fails.
		return "", eyamlErr("OpenSSL::PKCS7::PKCS7Error", "bad decrypt")
	}
	if kr.plain != nil {
		kr.plain.put(cacheKey, string(plain))
	}
	return string(plain), nil
}

// option is Eyaml::Options["pkcs7_<name>"].
func (kr *eyamlKeyring) option(name string) values.Value {
	if kr.options == nil {
		return nil
	}
	v, _ := kr.options.GetString("pkcs7_" + name)
	return v
}

// load reads a key from the environment variable named by env when it is
// set, else from the file at path, and parses it.
func (kr *eyamlKeyring) load(path, env values.Value, kind string, parse func([]byte) (any, error)) (any, error) {
	if values.Truthy(env) {
		getenv := kr.getenv
		if getenv == nil {
			getenv = os.LookupEnv
		}
		if text, ok := getenv(rubyToS(env)); ok {
			return parse([]byte(text))
		}
	}
	p, isString := path.(string)
	if !isString {
		// File.read(nil), File.read(42)
		return nil, eyamlErr("TypeError", "no implicit conversion of %s into String", rubyImplicitName(path))
	}
	if kr.files == nil {
		src, err := os.ReadFile(p)
		if err != nil {
			return nil, eyamlFileError(err)
		}
		return parse(src)
	}
	v, err := kr.files.get("eyaml-"+kind+"\x00"+p, p, func(src []byte) (any, error) { return parse(src) })
	if err != nil {
		return nil, eyamlFileError(err)
	}
	return v, nil
}

// rubyImplicitName is the class name Ruby's "no implicit conversion of X
// into String" uses (nil, true and false by name).
func rubyImplicitName(v values.Value) string {
	switch v {
	case nil:
		return "nil"
	case true:
		return "true"
	case false:
		return "false"
	}
	return values.RubyClass(v)
}

func eyamlFileError(err error) error {
	var ee *eyamlError
	if errors.As(err, &ee) {
		return err
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		return eyamlErr(rubyErrnoClass(pe), "%s", rubyErrnoMessage(pe))
	}
	return eyamlErr("IOError", "%s", err.Error())
}

// rubyErrnoClass names the Errno exception of a failed file operation.
func rubyErrnoClass(pe *os.PathError) string {
	switch {
	case errors.Is(pe.Err, os.ErrNotExist):
		return "Errno::ENOENT"
	case errors.Is(pe.Err, os.ErrPermission):
		return "Errno::EACCES"
	case strings.Contains(pe.Err.Error(), "is a directory"):
		return "Errno::EISDIR"
	}
	return "SystemCallError"
}

// parseEyamlPrivateKey is OpenSSL::PKey::RSA.new(pem): DER or PEM, PKCS#1
// or PKCS#8.
func parseEyamlPrivateKey(src []byte) (any, error) {
	for _, der := range pemOrDER(src, "RSA PRIVATE KEY", "PRIVATE KEY") {
		if k, err := x509.ParsePKCS1PrivateKey(der); err == nil {
			return k, nil
		}
		k, err := x509.ParsePKCS8PrivateKey(der)
		if err != nil {
			continue
		}
		switch k := k.(type) {
		case *rsa.PrivateKey:
			return k, nil
		case *ecdsa.PrivateKey:
			return nil, eyamlErr("OpenSSL::PKey::RSAError", "incorrect pkey type: id-ecPublicKey")
		case ed25519.PrivateKey:
			return nil, eyamlErr("OpenSSL::PKey::RSAError", "incorrect pkey type: ED25519")
		}
	}
	if ec := pemOrDER(src, "EC PRIVATE KEY"); len(ec) > 0 {
		if _, err := x509.ParseECPrivateKey(ec[0]); err == nil {
			return nil, eyamlErr("OpenSSL::PKey::RSAError", "incorrect pkey type: id-ecPublicKey")
		}
	}
	return nil, eyamlErr("OpenSSL::PKey::RSAError", "Neither PUB key nor PRIV key: unsupported")
}

// parseEyamlCertificate is OpenSSL::X509::Certificate.new(pem): DER, else
// the first PEM certificate.
func parseEyamlCertificate(src []byte) (any, error) {
	if c, err := x509.ParseCertificate(firstASN1Element(src)); err == nil {
		return c, nil
	}
	blocks := pemOrDER(src, "CERTIFICATE", "X509 CERTIFICATE", "TRUSTED CERTIFICATE")
	if len(blocks) == 0 || !bytes.Contains(src, []byte("-----BEGIN")) {
		return nil, eyamlErr("OpenSSL::X509::CertificateError", "PEM_read_bio_X509: no start line")
	}
	c, err := x509.ParseCertificate(blocks[0])
	if err != nil {
		return nil, eyamlErr("OpenSSL::X509::CertificateError", "PEM_read_bio_X509: ASN1 lib")
	}
	return c, nil
}

// pemOrDER returns the contents of the PEM blocks of the given types in
// src, or src itself when it holds no PEM block at all (DER).
func pemOrDER(src []byte, types ...string) [][]byte {
	var out [][]byte
	rest := src
	sawPEM := false
	for {
		var b *pem.Block
		b, rest = pem.Decode(rest)
		if b == nil {
			break
		}
		sawPEM = true
		for _, t := range types {
			if b.Type == t {
				out = append(out, b.Bytes)
			}
		}
	}
	if !sawPEM && !bytes.Contains(src, []byte("-----BEGIN")) && len(src) > 0 {
		out = append(out, src)
	}
	return out
}

// firstASN1Element is the first DER element of b: OpenSSL's d2i reads one
// and ignores what follows. b itself when it does not start with one.
func firstASN1Element(b []byte) []byte {
	var raw asn1.RawValue
	if _, err := asn1.Unmarshal(b, &raw); err == nil {
		return raw.FullBytes
	}
	return b
}

// oidEnvelopedData is PKCS#7's enveloped-data content type.
var oidEnvelopedData = asn1.ObjectIdentifier{1, 2, 840, 113549, 1, 7, 3}

// isEnveloped reports whether a parsed PKCS7 ContentInfo is EnvelopedData.
func isEnveloped(der []byte) bool {
	var ci struct {
		ContentType asn1.ObjectIdentifier
		Content     asn1.RawValue `asn1:"explicit,optional,tag:0"`
	}
	if _, err := asn1.Unmarshal(firstASN1Element(der), &ci); err != nil {
		// BER the DER reader refuses: the library parsed it, trust it.
		return true
	}
	return ci.ContentType.Equal(oidEnvelopedData)
}
