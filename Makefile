GO ?= go
BIN := bin/punch

.PHONY: build test generate bench run fuzz race clean

build:
	$(GO) build -o $(BIN) ./cmd/punch

test:
	$(GO) test ./...

race:
	$(GO) test -race ./...

generate:
	./grammar/generate.sh

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

run: build
	@mkdir -p bin/run
	./$(BIN) serve --environmentpath environments/examples/environments \
		--ssldir bin/run/ssl --cadir bin/run/ssl/ca --vardir bin/run/var \
		--certname localhost --dns_alt_names localhost,IP:127.0.0.1 --autosign true \
		--bind 127.0.0.1:8140

clean:
	rm -rf bin
