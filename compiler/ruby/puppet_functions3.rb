# Puppet's own 3.x functions that compute on their arguments, as
# scope.function_NAME([args]) runs them from module Ruby or a template:
# the body of Puppet 7.23's lib/puppet/parser/functions/NAME.rb gets the
# caller's Array as it is (a Symbol :undef stays a Symbol, nil stays nil:
# sprintf's "%s" of :undef is "undef"), with the scope as its self.
# Written for Punch after Puppet's documented behaviour. The file's value
# is the module whose singleton methods f3_NAME the Go side calls
# (puppetapi_functions3.go); no constant names it.
Module.new do
  def self.f3_sprintf(scope, args)
    fmt = args[0]
    rest = args[1..-1]
    begin
      Kernel.format(fmt, *rest)
    rescue KeyError => e
      raise e unless rest.size == 1 && rest[0].is_a?(Hash)

      # named references: the one Hash's String keys as Symbols
      named = {}
      rest[0].each_pair { |k, v| named[k.is_a?(String) ? k.to_sym : k] = v }
      Kernel.format(fmt, named)
    end
  end

  def self.f3_fail(scope, args)
    raise Puppet::ParseError, args.map(&:to_s).join(' ')
  end

  def self.f3_versioncmp(scope, args)
    Puppet::Util::Package.versioncmp(args[0], args[1])
  end

  # md5, sha1, sha256: the digest of the one argument
  { md5: ['digest/md5', :MD5], sha1: ['digest/sha1', :SHA1], sha256: ['digest/sha2', :SHA256] }.each do |name, (lib, cls)|
    define_singleton_method(:"f3_#{name}") do |scope, args|
      require lib
      Digest.const_get(cls).hexdigest(args[0])
    end
  end

  def self.f3_digest(scope, args)
    Puppet::Util::Checksums.method(Puppet[:digest_algorithm].intern).call(args[0])
  end

  def self.f3_shellquote(scope, args)
    safe = 'a-zA-Z0-9@%_+=:,./-'
    dangerous = '!"`$\\'
    args.flatten.map do |word|
      if word.length != 0 && word.count(safe) == word.length
        word
      elsif word.count(dangerous) == 0
        '"' + word + '"'
      elsif word.count("'") == 0
        "'" + word + "'"
      else
        quoted = +'"'
        word.each_byte do |b|
          quoted << '\\' if dangerous.include?(b.chr)
          quoted << b.chr
        end
        quoted << '"'
      end
    end.join(' ')
  end

  # the caller's Array is consumed, as Puppet's body shifts it
  def self.f3_fqdn_rand(scope, args)
    max = args.shift.to_i
    seed = args.shift
    downcase = !!args.shift
    fqdn = scope['facts'].dig('networking', 'fqdn')
    fqdn = fqdn.downcase if downcase
    require 'digest/md5'
    require 'digest/sha2'
    digest = Puppet::Util::Platform.fips_enabled? ? Digest::SHA256 : Digest::MD5
    Puppet::Util.deterministic_rand_int(digest.hexdigest([fqdn, max, seed].join(':')).hex, max)
  end

  # the logging functions Puppet::Parser::Functions.reset defines
  %i[debug info notice warning err alert emerg crit].each do |level|
    define_singleton_method(:"f3_#{level}") { |scope, args| scope.send(level, args.join(' ')) }
  end
end
