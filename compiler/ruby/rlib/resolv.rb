# Resolv for Punch's Ruby runtime, written for rlib: what module code uses
# of Ruby 3.1's resolv while compiling, the address patterns
# (Resolv::IPv4::Regex, Resolv::IPv6::Regex, Resolv::AddressRegex, which
# type files and functions validate addresses with) and the address
# classes (create, to_s, inspect, ==). Name lookups (getaddress, DNS) are
# network access: lib_resolv.go defines them as not supported.
#
# The patterns are Ruby's, in the same extended form and built by the same
# interpolation, so that their source and what they match are Ruby's.
class Resolv
  class ResolvError < StandardError; end
  class ResolvTimeout < StandardError; end

  class IPv4
    Regex256 = /0
               |1(?:[0-9][0-9]?)?
               |2(?:[0-4][0-9]?|5[0-5]?|[6-9])?
               |[3-9][0-9]?/x
    Regex = /\A(#{Regex256})\.(#{Regex256})\.(#{Regex256})\.(#{Regex256})\z/

    def self.create(arg)
      return arg if arg.is_a?(IPv4)
      m = arg.is_a?(String) ? Regex.match(arg) : nil
      raise ArgumentError, "cannot interpret as IPv4 address: #{arg.inspect}" unless m
      octets = m.captures.map(&:to_i)
      raise ArgumentError, "IPv4 address with invalid value: #{arg}" if octets.any? { |o| o > 255 }
      new(octets.pack('C4'))
    end

    def to_s
      @address.unpack('C4').join('.')
    end
  end

  class IPv6
    Regex_8Hex = /\A
      (?:[0-9A-Fa-f]{1,4}:){7}
         [0-9A-Fa-f]{1,4}
      \z/x

    Regex_CompressedHex = /\A
      ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?) ::
      ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?)
      \z/x

    Regex_6Hex4Dec = /\A
      ((?:[0-9A-Fa-f]{1,4}:){6,6})
      (\d+)\.(\d+)\.(\d+)\.(\d+)
      \z/x

    Regex_CompressedHex4Dec = /\A
      ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?) ::
      ((?:[0-9A-Fa-f]{1,4}:)*)
      (\d+)\.(\d+)\.(\d+)\.(\d+)
      \z/x

    Regex_8HexLinkLocal = /\A
      [Ff][Ee]80
      (?::[0-9A-Fa-f]{1,4}){7}
      %[0-9A-Za-z\-]+
      \z/x

    Regex_CompressedHexLinkLocal = /\A
      [Ff][Ee]80:
      (?:
        ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?) ::
        ((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?)
        |
        :((?:[0-9A-Fa-f]{1,4}(?::[0-9A-Fa-f]{1,4})*)?)
      )?
      :[0-9A-Fa-f]{1,4}%[0-9A-Za-z.\-]+
      \z/x

    Regex = /
      (?:#{Regex_8Hex}) |
      (?:#{Regex_CompressedHex}) |
      (?:#{Regex_6Hex4Dec}) |
      (?:#{Regex_CompressedHex4Dec}) |
      (?:#{Regex_8HexLinkLocal}) |
      (?:#{Regex_CompressedHexLinkLocal})
      /x

    # The 16-bit groups written in s (hex fields separated by colons).
    def self.groups(s)
      s.scan(/[0-9A-Fa-f]+/).map(&:hex)
    end

    def self.numeric_error(arg)
      ArgumentError.new("not numeric IPv6 address: " + arg)
    end

    def self.create(arg)
      return arg if arg.is_a?(IPv6)
      raise ArgumentError, "cannot interpret as IPv6 address: #{arg.inspect}" unless arg.is_a?(String)
      words = nil
      if Regex_8Hex.match?(arg)
        words = groups(arg)
      elsif (m = Regex_CompressedHex.match(arg))
        head = groups(m[1])
        tail = groups(m[2])
        words = head + [0] * (8 - head.size - tail.size) + tail
      elsif (m = Regex_6Hex4Dec.match(arg))
        octets = m.captures[1, 4].map(&:to_i)
        raise numeric_error(arg) unless octets.all? { |o| o <= 255 }
        words = groups(m[1]) + [octets[0] * 256 + octets[1], octets[2] * 256 + octets[3]]
      elsif (m = Regex_CompressedHex4Dec.match(arg))
        octets = m.captures[2, 4].map(&:to_i)
        raise numeric_error(arg) unless octets.all? { |o| o <= 255 }
        head = groups(m[1])
        tail = groups(m[2])
        words = head + [0] * (6 - head.size - tail.size) + tail +
                [octets[0] * 256 + octets[1], octets[2] * 256 + octets[3]]
      else
        raise numeric_error(arg)
      end
      new(words.pack('n8'))
    end

    # Ruby writes the groups in hex and shortens the first run of two or
    # more zero groups (else the first single one) to '::'.
    def to_s
      s = @address.unpack('n8').map { |w| w.to_s(16) }.join(':')
      s.sub!(/(^|:)0(:|$)/, '::') unless s.sub!(/(^|:)0(:0)+(:|$)/, '::')
      s
    end
  end

  # What both address classes have (an address of size bytes, compared by
  # class and bytes; Ruby words the size error differently for each).
  {
    IPv4 => [4, ->(n) { "IPv4 address expects 4 bytes but #{n} bytes" }],
    IPv6 => [16, ->(_) { 'IPv6 address must be 16 bytes' }],
  }.each do |cls, (size, message)|
    cls.class_eval do
      define_method(:initialize) do |address|
        raise ArgumentError, message.call(address.bytesize) unless address.bytesize == size
        @address = address
      end
      private :initialize

      attr_reader :address

      def inspect
        "#<#{self.class} #{self}>"
      end

      def ==(other)
        other.class == self.class && other.address == @address
      end
      alias_method :eql?, :==

      def hash
        @address.hash
      end
    end
  end

  AddressRegex = /(?:#{IPv4::Regex})|(?:#{IPv6::Regex})/
end
