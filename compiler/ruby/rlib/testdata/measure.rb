#!/usr/bin/ruby
# Measures which Ruby standard libraries, and which of their classes and
# methods, the module corpus uses: every .rb under MODULES/*/lib and every
# template under MODULES/*/templates (compiled with Puppet's ERB trim mode
# '-'). Prints the Markdown table of docs/ruby.md's "Standard library"
# section.
#
#   ruby compiler/ruby/rlib/testdata/measure.rb [--all] [/usr/share/puppet/modules]
#
# The files column names at most six files unless --all is given.
#
# It parses with Ripper, so a word in a comment or a string does not count;
# `require 'x'` counts only with a literal argument.
require 'ripper'
require 'erb'

ALL = ARGV.delete('--all')
ROOT = ARGV[0] || '/usr/share/puppet/modules'

# Constants of the standard library (and Facter, which templates reach as a
# library) whose uses are counted; core classes that only a `require`
# extends (Time with 'time', Date) are included.
CONSTS = %w[
  YAML Psych JSON IPAddr Digest Base64 Shellwords Set SortedSet Time Date DateTime
  URI Zlib OpenSSL CGI ERB SecureRandom Resolv Socket Addrinfo Etc File Dir
  FileUtils Tempfile Pathname CSV Open3 Timeout StringScanner Net REXML
  Facter OpenURI Tmpdir English StringIO Benchmark Logger Find
].freeze

# Instance methods that only standard libraries define (or that the brief
# names): counted on any receiver.
IMETHODS = %w[
  to_yaml to_json shellescape shellsplit shelljoin strftime iso8601
  xmlschema httpdate rfc2822 to_set hexdigest base64digest to_range
  ipv4? ipv6? to_string ipv4_mapped? ipv4_compat? private? loopback?
  link_local? subset? superset? html_safe url_encode html_escape
].freeze

def context(rel)
  case rel
  when %r{\Atemplates/} then 'template'
  when %r{\Alib/puppet/functions/}, %r{\Alib/puppet/parser/functions/} then 'function'
  when %r{\Alib/puppet_?x/} then 'puppet_x'
  when %r{\Alib/puppet/type/}, %r{\Alib/puppet/type\.rb} then 'type'
  when %r{\Alib/puppet/provider/} then 'provider'
  when %r{\Alib/facter/} then 'fact'
  else 'other'
  end
end

USES = Hash.new { |h, k| h[k] = Hash.new(0) } # name => { file => count }

def record(name, file)
  USES[name][file] += 1
end

# const_name returns "A::B" for a constant reference node, nil otherwise.
def const_name(n)
  return nil unless n.is_a?(Array)
  case n[0]
  when :var_ref, :top_const_ref
    n[1][0] == :@const ? n[1][1] : nil
  when :const_ref
    n[1][1]
  when :const_path_ref
    left = const_name(n[1])
    left && "#{left}::#{n[2][1]}"
  end
end

def top(cn)
  cn.split(/::|\./).first
end

def literal_string(n)
  # [:string_literal, [:string_content, [:@tstring_content, "x", pos]]]
  return nil unless n.is_a?(Array) && n[0] == :string_literal
  parts = n[1][1..]
  return nil unless parts.size == 1 && parts[0][0] == :@tstring_content
  parts[0][1]
end

def first_arg(args)
  args = args[1] if args.is_a?(Array) && args[0] == :arg_paren
  args = args[1] if args.is_a?(Array) && args[0] == :args_add_block
  args.is_a?(Array) && args[0].is_a?(Array) ? args[0] : nil
end

def walk(n, file, seen_consts)
  return unless n.is_a?(Array)
  if n[0].is_a?(Symbol)
    case n[0]
    when :command
      if n[1][1] == 'require' && (s = literal_string(first_arg(n[2])))
        record("require '#{s}'", file)
      end
    when :method_add_arg
      if n[1][0] == :fcall && n[1][1][1] == 'require' && (s = literal_string(first_arg(n[2])))
        record("require '#{s}'", file)
      end
    when :call, :command_call, :field
      recv, meth = n[1], n[3]
      name = meth.is_a?(Array) ? meth[1] : nil
      cn = const_name(recv)
      if cn && CONSTS.include?(top(cn)) && name.is_a?(String)
        record("#{cn}.#{name}", file)
        seen_consts[recv.object_id] = true
      elsif name.is_a?(String) && IMETHODS.include?(name)
        record("##{name}", file)
      end
    when :var_ref, :const_path_ref, :top_const_ref
      cn = const_name(n)
      if cn && CONSTS.include?(top(cn)) && !seen_consts[n.object_id]
        record(cn, file)
        return # inner refs of A::B are not separate uses
      end
    end
  end
  n.each { |c| walk(c, file, seen_consts) }
end

files = []
Dir.glob(File.join(ROOT, '*')).sort.each do |mod|
  Dir.glob(File.join(mod, 'lib', '**', '*.rb')).sort.each { |f| files << [mod, f, :rb] }
  Dir.glob(File.join(mod, 'templates', '**', '*.erb')).sort.each { |f| files << [mod, f, :erb] }
end

unparsed = []
files.each do |mod, f, kind|
  rel = "#{File.basename(mod)}/#{f.delete_prefix(mod + '/')}"
  src = File.read(f, encoding: 'UTF-8')
  src = ERB.new(src, trim_mode: '-').src if kind == :erb
  sexp = Ripper.sexp(src)
  if sexp.nil?
    unparsed << rel
    next
  end
  walk(sexp, rel, {})
end

def lib_of(name)
  case name
  when /\Arequire '([^']+)'/ then Regexp.last_match(1).split('/').first
  when /\A#(to_yaml)\z/ then 'yaml'
  when /\A#(to_json)\z/ then 'json'
  when /\A#(shell\w+)\z/ then 'shellwords'
  when /\A#(strftime|iso8601|xmlschema|httpdate|rfc2822)\z/ then 'time'
  when /\A#(to_set|subset\?|superset\?)\z/ then 'set'
  when /\A#(hexdigest|base64digest)\z/ then 'digest'
  when /\A#/ then 'ipaddr'
  else
    {
      'YAML' => 'yaml', 'Psych' => 'yaml', 'JSON' => 'json', 'IPAddr' => 'ipaddr', 'Digest' => 'digest',
      'Base64' => 'base64', 'Shellwords' => 'shellwords', 'Set' => 'set', 'SortedSet' => 'set',
      'Time' => 'time', 'Date' => 'date', 'DateTime' => 'date', 'URI' => 'uri', 'Zlib' => 'zlib',
      'OpenSSL' => 'openssl', 'CGI' => 'cgi', 'ERB' => 'erb', 'SecureRandom' => 'securerandom',
      'Resolv' => 'resolv', 'Socket' => 'socket', 'Addrinfo' => 'socket', 'Etc' => 'etc',
      'File' => 'File (core)', 'Dir' => 'Dir (core)', 'FileUtils' => 'fileutils', 'Tempfile' => 'tempfile',
      'Pathname' => 'pathname', 'CSV' => 'csv', 'Open3' => 'open3', 'Timeout' => 'timeout',
      'StringScanner' => 'strscan', 'Net' => 'net', 'REXML' => 'rexml', 'Facter' => 'Facter',
      'OpenURI' => 'open-uri', 'StringIO' => 'stringio', 'Benchmark' => 'benchmark', 'Logger' => 'logger',
      'Find' => 'find'
    }.fetch(top(name), top(name))
  end
end

CTX = %w[function puppet_x template type provider fact other].freeze
rows = USES.keys.reject { |k| k.start_with?("require 'puppet", "require 'facter/") }.map do |k|
  per = USES[k]
  ctx = Hash.new(0)
  per.each { |file, c| ctx[context(file.split('/', 2)[1])] += c }
  [lib_of(k), k, per.values.sum, ctx, per.keys.sort]
end
rows.sort_by! { |lib, k, n, _, _| [lib.downcase, k.start_with?('require') ? 0 : 1, -n, k] }

puts "| library | use | uses | #{CTX.join(' | ')} | files |"
puts "| --- | --- | ---: | #{CTX.map { '---:' }.join(' | ')} | --- |"
rows.each do |lib, k, n, ctx, fs|
  cells = CTX.map { |c| ctx[c].zero? ? '' : ctx[c].to_s }
  shown = ALL || fs.size <= 6 ? fs : fs.first(6) + ["… #{fs.size - 6} more"]
  puts "| #{lib} | `#{k.gsub('|', '\\|')}` | #{n} | #{cells.join(' | ')} | #{shown.join(', ')} |"
end
puts
puts "Files scanned: #{files.count { |f| f[2] == :rb }} .rb, #{files.count { |f| f[2] == :erb }} templates." \
     "#{unparsed.empty? ? '' : " Not parsed by Ripper (not counted): #{unparsed.join(', ')}."}"
