#!/bin/sh
# Which of Ruby's libraries Puppet 7.23 has loaded when module code runs:
# an inline_template in `puppet apply` names their constants. rlib
# registers these libraries with Preload (docs/ruby.md).
exec puppet apply --noop -e 'notice(inline_template("<%= %w[YAML Psych JSON Set IPAddr Digest Digest::MD5 Digest::SHA1 Digest::SHA256 Digest::SHA2 Base64 Shellwords URI Zlib OpenSSL OpenSSL::Digest CGI ERB ERB::Util SecureRandom Date DateTime Pathname Tempfile FileUtils Etc Socket Resolv Timeout Open3 StringIO StringScanner CSV REXML Net::HTTP OpenURI].map { |c| [c, (Object.const_get(c) rescue nil) ? true : false] }.to_h.inspect %> Time.parse=<%= Time.respond_to?(:parse) %> String#shellescape=<%= String.method_defined?(:shellescape) %> Object#to_yaml=<%= Object.method_defined?(:to_yaml) %> Object#to_json=<%= Object.method_defined?(:to_json) %> Array#to_set=<%= Array.method_defined?(:to_set) %>"))' 2>&1 | grep 'Scope(Class\[main\])'
