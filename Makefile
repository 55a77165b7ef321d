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
	./$(BIN) serve --environmentpath examples/environments --bind 127.0.0.1:8140

clean:
	rm -rf bin
