# Timeout (Ruby 3.1's timeout 0.2.0, written for rlib). Timeout.timeout is the runtime's
# (ruby.Timeout, set up by lib_partial.go): the block runs under a deadline that ends it as Ruby's
# timer thread would (Timeout::Error, or the class given raised in the block).
module Timeout
  VERSION = "0.2.0"

  class Error < RuntimeError
  end
end
