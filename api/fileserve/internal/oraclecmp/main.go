// Command oraclecmp compares Punch's file serving with a running Puppet
// Server, byte for byte, for the tree built by internal/fixture, and can
// record Puppet Server's answers as the golden file the tests replay.
//
// It (re)creates the fixture under -root, which must be Puppet Server's
// codedir (its environmentpath being -root/environments), asks Puppet Server
// and an in-process Punch file server (serving the same directories, with
// symlinks allowed out of modules as Puppet does) every request of -cases,
// and prints each difference. See docs/fileserving.md for the setup.
package main

import (
	"crypto/tls"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"

	"github.com/go-chi/chi/v5"

	"github.com/punch-dev/punch/api/ca"
	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/api/fileserve/internal/dirorder"
	"github.com/punch-dev/punch/api/fileserve/internal/fixture"
	"github.com/punch-dev/punch/api/fileserve/internal/oracle"
)

func main() {
	root := flag.String("root", "", "Puppet Server's codedir, where the fixture is (re)built")
	server := flag.String("server", "https://localhost:18150", "Puppet Server base URL")
	cacert := flag.String("cacert", "", "CA certificate (PEM)")
	cert := flag.String("cert", "", "client certificate (PEM)")
	key := flag.String("key", "", "client key (PEM)")
	cases := flag.String("cases", "api/fileserve/testdata/oracle/cases.txt", "cases file")
	record := flag.String("record", "", "write Puppet Server's normalised answers to this golden file")
	flag.Parse()
	if *root == "" || *cacert == "" || *cert == "" || *key == "" {
		fmt.Fprintln(os.Stderr, "oraclecmp: -root, -cacert, -cert and -key are required")
		os.Exit(2)
	}
	if err := run(*root, *server, *cacert, *cert, *key, *cases, *record); err != nil {
		fmt.Fprintln(os.Stderr, "oraclecmp:", err)
		os.Exit(1)
	}
}

func run(root, server, cacert, cert, key, casesPath, record string) error {
	for _, d := range []string{"environments", "outside"} {
		if err := os.RemoveAll(filepath.Join(root, d)); err != nil {
			return err
		}
	}
	envs, err := fixture.Build(root)
	if err != nil {
		return err
	}
	cases, err := oracle.ReadCases(casesPath)
	if err != nil {
		return err
	}

	pool, err := ca.LoadCertPool(cacert, nil)
	if err != nil {
		return err
	}
	pair, err := tls.LoadX509KeyPair(cert, key)
	if err != nil {
		return err
	}
	puppet := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, Certificates: []tls.Certificate{pair}}}}

	modules := dirorder.Modules{Envs: envs}
	fs, err := fileserve.New(fileserve.Config{Modules: modules, AllowSymlinkEscape: true, CodeDir: root})
	if err != nil {
		return err
	}
	r := chi.NewRouter()
	fs.Register(r)
	punch := httptest.NewServer(r)
	defer punch.Close()

	order, _ := dirorder.RawNames(filepath.Join(envs, fixture.Env, "modules"))
	golden := oracle.Golden{ModuleOrder: order, Answers: map[string]oracle.Answer{}, Cases: cases}
	same, differ := 0, 0
	for _, c := range cases {
		pa, praw, err := fetch(puppet, server, c, root)
		if err != nil {
			return fmt.Errorf("Puppet Server %s: %w", c, err)
		}
		qa, qraw, err := fetch(punch.Client(), punch.URL, c, root)
		if err != nil {
			return fmt.Errorf("Punch %s: %w", c, err)
		}
		golden.Answers[c] = pa
		// Byte equality before normalisation, with arrays sorted.
		if pa.String() == qa.String() && praw == qraw {
			same++
			continue
		}
		differ++
		fmt.Printf("--- DIFFERS: GET %s\n  puppet: %s\n  punch:  %s\n", c, oneLine(pa), oneLine(qa))
	}
	fmt.Printf("%d cases: %d identical (raw bytes, arrays sorted), %d differ\n", len(cases), same, differ)
	if record != "" {
		if err := golden.Write(record); err != nil {
			return err
		}
		fmt.Println("recorded", record)
	}
	return nil
}

// fetch returns the normalised answer and the raw answer with only arrays
// sorted (no path or time replacement), for byte comparison.
func fetch(c *http.Client, base, line, root string) (oracle.Answer, string, error) {
	tc := oracle.ParseCase(line)
	req, err := http.NewRequest("GET", base+tc.URL, nil)
	if err != nil {
		return oracle.Answer{}, "", err
	}
	if tc.Accept != nil {
		req.Header.Set("Accept", *tc.Accept)
	}
	resp, err := c.Do(req)
	if err != nil {
		return oracle.Answer{}, "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return oracle.Answer{}, "", err
	}
	ct := resp.Header.Get("Content-Type")
	raw := oracle.SortOnly(resp.StatusCode, ct, body).String()
	return oracle.Normalize(resp.StatusCode, ct, body, root), raw, nil
}

func oneLine(a oracle.Answer) string {
	s := fmt.Sprintf("%d %s %s", a.Status, a.ContentType, a.Body)
	if len(s) > 400 {
		s = s[:400] + "..."
	}
	return s
}
