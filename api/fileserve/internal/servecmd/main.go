// Command servecmd serves only Punch's file-serving endpoints over TLS, so
// that a real `puppet agent` can pluginsync from them before the full
// server exists (see docs/fileserving.md, "Checking with a real agent").
// Every other request is answered 404 and logged.
package main

import (
	"flag"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/punch-dev/punch/api/fileserve"
	"github.com/punch-dev/punch/api/fileserve/internal/dirorder"
)

func main() {
	addr := flag.String("listen", "127.0.0.1:18160", "address to listen on")
	envs := flag.String("environmentpath", "", "directory of environments")
	cert := flag.String("cert", "", "server certificate (PEM)")
	key := flag.String("key", "", "server key (PEM)")
	dirOrder := flag.Bool("dir-order", false, "take modules in directory order, as Puppet does")
	flag.Parse()
	logger := zerolog.New(os.Stderr).With().Timestamp().Logger()
	var mods fileserve.Modules = fileserve.DirModules{EnvironmentPath: *envs}
	if *dirOrder {
		mods = dirorder.Modules{Envs: *envs}
	}
	fs, err := fileserve.New(fileserve.Config{Modules: mods, Logger: &logger})
	if err != nil {
		log.Fatal(err)
	}
	r := chi.NewRouter()
	r.Use(func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			logger.Info().Str("method", req.Method).Str("uri", req.RequestURI).Str("accept", req.Header.Get("Accept")).Msg("request")
			w.Header().Set("X-Puppet-Version", "7.23.0")
			next.ServeHTTP(w, req)
		})
	})
	fs.Register(r)
	log.Fatal(http.ListenAndServeTLS(*addr, *cert, *key, r))
}
