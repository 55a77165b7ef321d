// Command httpfixture serves a directory of canned HTTP responses
// (compiler/util/httpfixture) on a free port of 127.0.0.1, for the
// recording scripts of tests that fetch over HTTP: it writes its address
// (127.0.0.1:PORT) to the file given by -addr-file once it listens, and
// serves until it is killed (the script kills it by its pid).
//
// With -tls-dir D it serves HTTPS with a certificate for 127.0.0.1 signed
// by a throwaway authority whose certificate it writes to D/ca.pem.
//
//	httpfixture -dir DIR -addr-file FILE [-tls-dir D]
package main

import (
	"crypto/tls"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"

	"github.com/punch-dev/punch/compiler/util/httpfixture"
)

func main() {
	dir := flag.String("dir", "", "the directory of canned responses")
	addrFile := flag.String("addr-file", "", "where to write the address listened on")
	tlsDir := flag.String("tls-dir", "", "serve HTTPS; write the authority's certificate to DIR/ca.pem")
	flag.Parse()
	if *dir == "" || *addrFile == "" {
		fmt.Fprintln(os.Stderr, "usage: httpfixture -dir DIR -addr-file FILE")
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "httpfixture:", err)
		os.Exit(1)
	}
	if *tlsDir != "" {
		cfg, err := httpfixture.TLS(*tlsDir)
		if err != nil {
			fmt.Fprintln(os.Stderr, "httpfixture:", err)
			os.Exit(1)
		}
		ln = tls.NewListener(ln, cfg)
	}
	if err := os.WriteFile(*addrFile, []byte(ln.Addr().String()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "httpfixture:", err)
		os.Exit(1)
	}
	// a client refusing the certificate is what a test checks, not news
	srv := &http.Server{Handler: httpfixture.Handler(*dir), ErrorLog: log.New(io.Discard, "", 0)}
	if err := srv.Serve(ln); err != nil {
		fmt.Fprintln(os.Stderr, "httpfixture:", err)
		os.Exit(1)
	}
}
