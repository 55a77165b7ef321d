#!/usr/bin/ruby
# Records what the real Ruby (Debian 12's ruby 3.1.2, /usr/bin/ruby) answers
# for the test cases of compiler/ruby/rlib, so that the Go tests compare
# against Ruby's own output and never against expectations written by hand.
#
#   ruby compiler/ruby/rlib/testdata/record.rb            # every cases/*.rb
#   ruby compiler/ruby/rlib/testdata/record.rb psych_dump # one file
#
# A case file (testdata/cases/NAME.rb) is Ruby evaluated here: each
# `c OP, ARGS...` adds a case calling operation OP (a key of OPS below) with
# ARGS. This script runs it and writes testdata/recorded/NAME.json: for each
# case the operation, its arguments and its result (or the class and message
# of the exception it raised), values in the typed encoding below, which
# the Go side (internal/oracle) decodes into rlib values.
#
# Typed encoding: nil, true, false as themselves; {"i": "123"} Integer;
# {"f": "3ff8000000000000"} Float (IEEE bits); {"s": "text"} UTF-8 String;
# {"b": BASE64, "enc": NAME} other String; {"sym": NAME} Symbol;
# {"a": [...], "id": N} Array; {"h": [[K, V], ...], "id": N} Hash;
# {"range": [B, E, EXCL], "id": N}; {"re": SOURCE, "opts": N, "id": N};
# {"time": [SEC, NSEC, OFFSET, UTC, ZONE], "id": N}; {"o": CLASS, "iv":
# [[NAME, V], ...], "id": N} any other object; {"ref": N} the Array, Hash,
# Range, Regexp, Time or object with that id again (identity kept).
require 'json'
require 'yaml'
require 'ipaddr'
require 'digest'
require 'digest/md5'
require 'digest/sha1'
require 'digest/sha2'
require 'openssl'
require 'base64'
require 'shellwords'
require 'set'
require 'time'
require 'date'
require 'uri'
require 'zlib'
require 'cgi'
require 'erb'

DIR = File.expand_path(__dir__)

class Encoder
  def initialize
    @ids = {}.compare_by_identity
  end

  def enc(v)
    case v
    when nil, true, false then v
    when Integer then { 'i' => v.to_s }
    when Float then { 'f' => [v].pack('G').unpack1('H*') }
    when String
      if v.encoding == Encoding::UTF_8 && v.valid_encoding?
        { 's' => v }
      else
        { 'b' => [v].pack('m0'), 'enc' => v.encoding.name }
      end
    when Symbol then { 'sym' => v.to_s }
    else
      return { 'ref' => @ids[v] } if @ids.key?(v)

      id = @ids[v] = @ids.size + 1
      case v
      when Range then { 'range' => [enc(v.begin), enc(v.end), v.exclude_end?], 'id' => id }
      when Regexp then { 're' => v.source, 'opts' => v.options, 'id' => id }
      when Time then { 'time' => [v.to_i, v.nsec, v.utc_offset, v.utc?, v.zone], 'id' => id }
      when Array then { 'a' => v.map { |e| enc(e) }, 'id' => id }
      when Hash then { 'h' => v.map { |k, x| [enc(k), enc(x)] }, 'id' => id }
      else
        { 'o' => v.class.name, 'iv' => v.instance_variables.map { |n| [n.to_s, enc(v.instance_variable_get(n))] }, 'id' => id }
      end
    end
  end
end

def sym_opts(h)
  h.transform_keys(&:to_sym)
end

# The operations a case can call. Each takes the case's arguments.
OPS = {
  # Psych
  'to_yaml' => ->(v, opts = nil) { opts ? v.to_yaml(opts) : v.to_yaml },
  'YAML.load' => ->(s, opts = nil) { opts ? YAML.load(s, **sym_opts(opts)) : YAML.load(s) },
  'YAML.safe_load' => ->(s, opts = nil) { opts ? YAML.safe_load(s, **sym_opts(opts)) : YAML.safe_load(s) },
  'YAML.unsafe_load' => ->(s) { YAML.unsafe_load(s) },
  'YAML.load_file' => ->(s) { YAML.load_file(s) },
  # JSON
  'JSON.generate' => ->(v, opts = nil) { JSON.generate(v, opts) },
  'JSON.pretty_generate' => ->(v, opts = nil) { JSON.pretty_generate(v, opts) },
  'to_json' => ->(v) { v.to_json },
  'JSON.parse' => ->(s, opts = nil) { opts ? JSON.parse(s, sym_opts(opts)) : JSON.parse(s) },
  'JSON.load' => ->(s) { JSON.load(s) },
  # A module or class method: send(CONST_PATH, METHOD, ARGS...).
  'send' => ->(path, meth, *args) { Object.const_get(path).public_send(meth, *args) },
  # Keyword arguments (a Hash of Symbols) to a module or class method.
  'send_kw' => ->(path, meth, args, kw) { Object.const_get(path).public_send(meth, *args, **kw) },
  # A digest object: CLASS.new(*new_args), each update, then METHOD.
  'digest_object' => lambda { |path, new_args, updates, meth|
    d = Object.const_get(path).new(*new_args)
    updates.each { |u| d.update(u) }
    d.public_send(meth)
  },
  # Time#strftime and friends: TIME, METHOD, ARGS...
  'Time' => ->(t, meth, *args) { t.public_send(meth, *args) },
  # URI.parse, or CLASS.build(ARGS), as [class, components..., to_s].
  'URI.parse' => ->(s) { uri_show(URI.parse(s)) },
  'URI.build' => ->(klass, args) { uri_show(Object.const_get(klass).build(args)) },
  # URI.join(STRS...): the strings merged left to right (Generic#merge).
  'URI.join' => ->(*strs) { uri_show(URI.join(*strs)) },
  # IPAddr: IPAddr.new(*new_args), then a method of it (none: the object).
  'IPAddr' => lambda { |new_args, meth = nil, *margs|
    a = IPAddr.new(*new_args)
    ipaddr_show(meth ? a.public_send(meth, *margs) : a)
  },
}.freeze

# ipaddr_show turns IPAddr results into Strings the Go side can compare:
# "inspect | to_s"; a Range of them into a two-element Array.
def ipaddr_show(v)
  case v
  when IPAddr then "#{v.inspect} | #{v}"
  when Range then [ipaddr_show(v.begin), ipaddr_show(v.end)]
  else v
  end
end

def uri_show(u)
  [u.class.name, u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.opaque, u.fragment, u.hostname, u.to_s]
end

Case = Struct.new(:op, :args)

class CaseFile
  attr_reader :cases

  def initialize
    @cases = []
  end

  def c(op, *args)
    raise "unknown operation #{op}" unless OPS.key?(op)

    @cases << Case.new(op, args)
  end
end

def record(name)
  cf = CaseFile.new
  cf.instance_eval(File.read(File.join(DIR, 'cases', "#{name}.rb")), "cases/#{name}.rb")
  out = cf.cases.map do |k|
    # Arguments are encoded before the call, results after, each with its
    # own identities.
    args = Encoder.new.enc(k.args)['a']
    row = { 'op' => k.op, 'args' => args }
    begin
      row['want'] = Encoder.new.enc(OPS[k.op].call(*k.args))
    rescue StandardError, SystemStackError => e
      row['err'] = { 'class' => e.class.name, 'msg' => e.message }
    end
    row
  end
  path = File.join(DIR, 'recorded', "#{name}.json")
  File.write(path, "[\n" + out.map { |r| JSON.generate(r, max_nesting: false) }.join(",\n") + "\n]\n")
  warn "#{path}: #{out.size} cases"
end

Dir.mkdir(File.join(DIR, 'recorded')) unless Dir.exist?(File.join(DIR, 'recorded'))
names = ARGV.empty? ? Dir.glob(File.join(DIR, 'cases', '*.rb')).map { |f| File.basename(f, '.rb') }.sort : ARGV
names.each { |n| record(n) }
