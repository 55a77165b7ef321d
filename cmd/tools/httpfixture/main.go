// Command httpfixture serves a directory of canned HTTP responses
// (compiler/util/httpfixture) on a free port of 127.0.0.1, for the
// recording scripts of tests that fetch over HTTP: it writes its address
// (127.0.0.1:PORT) to the file given by -addr-file once it listens, and
// serves until it is killed (the script kills it by its pid).
//
//	httpfixture -dir DIR -addr-file FILE
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"

	"github.com/punch-dev/punch/compiler/util/httpfixture"
)

func main() {
	dir := flag.String("dir", "", "the directory of canned responses")
	addrFile := flag.String("addr-file", "", "where to write the address listened on")
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
	if err := os.WriteFile(*addrFile, []byte(ln.Addr().String()), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "httpfixture:", err)
		os.Exit(1)
	}
	if err := http.Serve(ln, httpfixture.Handler(*dir)); err != nil {
		fmt.Fprintln(os.Stderr, "httpfixture:", err)
		os.Exit(1)
	}
}
