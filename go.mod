module github.com/punch-dev/punch

go 1.26.8

require (
	github.com/antlr4-go/antlr/v4 v4.13.1
	github.com/dlclark/regexp2 v1.12.0
	github.com/go-chi/chi/v5 v5.5.0
	github.com/mattn/go-isatty v0.0.20
	github.com/rs/zerolog v1.35.1
	github.com/smallstep/pkcs7 v0.2.3
	go.etcd.io/bbolt v1.5.0
	gopkg.in/yaml.v3 v3.0.1
)

require (
	github.com/mattn/go-colorable v0.1.14 // indirect
	golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842 // indirect
	golang.org/x/sys v0.45.0 // indirect
)
