package rlib

import (
	_ "embed"

	"github.com/punch-dev/punch/compiler/ruby"
)

// Network access from module Ruby: Hiera backends (petems/hiera_vault,
// hiera-http) and functions read secrets and data over HTTP while Puppet
// compiles, so Punch does too. Net::HTTP is Ruby code (net_http.rb) over
// a Go transport (nethttp.go); Puppet's own client (Puppet.runtime[:http],
// Puppet::Network::HttpPool) is puppet_http.rb over Net::HTTP, as in
// Puppet. Puppet has net/http loaded: the first reference to Net loads
// it (not every compile pays for it). net/ftp's classes exist so files
// naming their errors load; connecting by FTP is reported as not
// supported. open-uri is Ruby code over Net::HTTP (open_uri.rb).
//
//go:embed net_http.rb
var netHTTPSource string

// open-uri (open_uri.rb) reads a URL through Net::HTTP.
//
//go:embed open_uri.rb
var openURISource string

func init() {
	register(ruby.Library{Name: "net/http", Autoload: []string{"Net"}, Requires: []string{"uri", "openssl"}, Setup: setupNetHTTP}, false)
	register(ruby.Library{Name: "net/https", Requires: []string{"net/http"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	register(ruby.Library{Name: "net/ftp", Requires: []string{"net/http"}, Setup: setupNetFTP}, false)
	register(ruby.Library{Name: "open-uri", Requires: []string{"net/http", "uri", "stringio", "time"}, Setup: setupOpenURI}, false)
}

var netHTTPRuby = rubySource("net_http.rb", netHTTPSource)

func setupNetHTTP(in *ruby.Interp) error {
	if err := netHTTPRuby(in); err != nil {
		return err
	}
	http, err := module(in, "Net::HTTP")
	if err != nil {
		return err
	}
	setupNetTransport(in, http)
	return nil
}

func unsupportedNetwork(what string) ruby.GoFunc {
	return func(c *ruby.Call) (ruby.Value, error) {
		return nil, c.In.Unsupported(what + " (only HTTP is available to module Ruby)")
	}
}

func setupNetFTP(in *ruby.Interp) error {
	net, err := module(in, "Net")
	if err != nil {
		return err
	}
	if err := defineErrors(in, net, "FTPError", "StandardError"); err != nil {
		return err
	}
	if err := defineErrors(in, net, "FTPReplyError", "Net::FTPError", "FTPTempError", "Net::FTPError",
		"FTPPermError", "Net::FTPError", "FTPProtoError", "Net::FTPError", "FTPConnectionError", "Net::FTPError"); err != nil {
		return err
	}
	ftp := in.DefineClass(net, "FTP", nil)
	ftp.DefineMethod("initialize", 0, -1, unsupportedNetwork("Net::FTP.new"))
	ftp.DefineSingletonMethod("open", 0, -1, unsupportedNetwork("Net::FTP.open"))
	return nil
}

var openURIRuby = rubySource("open_uri.rb", openURISource)

func setupOpenURI(in *ruby.Interp) error { return openURIRuby(in) }
