package rlib

import (
	"github.com/punch-dev/punch/compiler/ruby"
)

// Network access. Puppet has Net::HTTP loaded, and some module functions
// fetch URLs while compiling (archive's go_md5, artifactory_*); Punch does
// no network I/O at compile time. The classes exist, so such files load
// and their errors can be named in rescue clauses; connecting is reported
// as not supported, naming the function's Ruby file and line.
func init() {
	register(ruby.Library{Name: "net/http", Autoload: []string{"Net"}, Setup: setupNet}, true)
	register(ruby.Library{Name: "net/https", Requires: []string{"net/http"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	register(ruby.Library{Name: "net/ftp", Requires: []string{"net/http"}, Setup: func(*ruby.Interp) error { return nil }}, false)
	register(ruby.Library{Name: "open-uri", Requires: []string{"net/http", "uri"}, Setup: setupOpenURI}, false)
}

func unsupportedNetwork(what string) ruby.GoFunc {
	return func(c *ruby.Call) (ruby.Value, error) {
		return nil, c.In.Unsupported(what + " (network access while compiling)")
	}
}

func setupNet(in *ruby.Interp) error {
	net := in.DefineModule(nil, "Net")
	if err := defineErrors(in, net, "ProtocolError", "StandardError", "OpenTimeout", "Timeout::Error", "ReadTimeout", "Timeout::Error"); err != nil {
		// Timeout::Error may not exist in the runtime: fall back.
		if err := defineErrors(in, net, "ProtocolError", "StandardError", "OpenTimeout", "StandardError", "ReadTimeout", "StandardError"); err != nil {
			return err
		}
	}
	if err := defineErrors(in, net, "HTTPBadResponse", "StandardError", "HTTPHeaderSyntaxError", "StandardError",
		"FTPError", "StandardError"); err != nil {
		return err
	}
	if err := defineErrors(in, net, "FTPReplyError", "Net::FTPError", "FTPTempError", "Net::FTPError",
		"FTPPermError", "Net::FTPError", "FTPProtoError", "Net::FTPError", "FTPConnectionError", "Net::FTPError"); err != nil {
		return err
	}
	http := in.DefineClass(net, "HTTP", nil)
	for _, m := range []string{"start", "new", "get", "get_response", "post", "post_form", "get_print"} {
		http.DefineSingletonMethod(m, 0, -1, unsupportedNetwork("Net::HTTP."+m))
	}
	generic := in.DefineClass(net, "HTTPGenericRequest", nil)
	request := in.DefineClass(net, "HTTPRequest", generic)
	for _, verb := range []string{"Get", "Head", "Post", "Put", "Patch", "Delete", "Options"} {
		cls := in.DefineClass(http, verb, request)
		cls.DefineMethod("initialize", 0, -1, unsupportedNetwork("Net::HTTP::"+verb+".new"))
	}
	response := in.DefineClass(net, "HTTPResponse", nil)
	for _, pair := range [][2]string{
		{"HTTPInformation", "HTTPResponse"}, {"HTTPSuccess", "HTTPResponse"}, {"HTTPRedirection", "HTTPResponse"},
		{"HTTPClientError", "HTTPResponse"}, {"HTTPServerError", "HTTPResponse"}, {"HTTPUnknownResponse", "HTTPResponse"},
		{"HTTPOK", "HTTPSuccess"}, {"HTTPMovedPermanently", "HTTPRedirection"}, {"HTTPFound", "HTTPRedirection"},
		{"HTTPNotFound", "HTTPClientError"}, {"HTTPForbidden", "HTTPClientError"}, {"HTTPUnauthorized", "HTTPClientError"},
	} {
		super, err := module(in, "Net::"+pair[1])
		if err != nil {
			return err
		}
		in.DefineClass(net, pair[0], super)
	}
	_ = response
	ftp := in.DefineClass(net, "FTP", nil)
	ftp.DefineMethod("initialize", 0, -1, unsupportedNetwork("Net::FTP.new"))
	ftp.DefineSingletonMethod("open", 0, -1, unsupportedNetwork("Net::FTP.open"))
	return nil
}

func setupOpenURI(in *ruby.Interp) error {
	m := in.DefineModule(nil, "OpenURI")
	if err := defineErrors(in, m, "HTTPError", "StandardError", "HTTPRedirect", "StandardError"); err != nil {
		return err
	}
	m.DefineSingletonMethod("open_uri", 0, -1, unsupportedNetwork("OpenURI.open_uri"))
	return nil
}
