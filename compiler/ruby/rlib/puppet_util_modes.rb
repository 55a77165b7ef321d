# Puppet::Util::SymbolicFileMode, the file mode rules module helpers mix in
# (permission types and functions: valid_symbolic_mode?, symbolic_mode_to_int,
# normalize_symbolic_mode, display_mode). Written for Punch after what
# Puppet 7.23's puppet/util/symbolic_file_mode.rb does, with its messages.
module Puppet
  module Util
    module SymbolicFileMode
      SetUIDBit = ReadBit = 4
      SetGIDBit = WriteBit = 2
      StickyBit = ExecBit = 1
      SymbolicMode = { 'x' => ExecBit, 'w' => WriteBit, 'r' => ReadBit }.freeze
      SymbolicSpecialToBit = {
        't' => { 'u' => StickyBit, 'g' => StickyBit, 'o' => StickyBit },
        's' => { 'u' => SetUIDBit, 'g' => SetGIDBit, 'o' => StickyBit }
      }.freeze

      def valid_symbolic_mode?(value)
        value = normalize_symbolic_mode(value)
        return true if value =~ /^0?[0-7]{1,4}$/
        !!(value =~ /^([ugoa]*[-=+][-=+rstwxXugo]*)(,[ugoa]*[-=+][-=+rstwxXugo]*)*$/)
      end

      def display_mode(value)
        value =~ /^0?[0-7]{1,4}$/ ? value.rjust(4, '0') : value
      end

      # an octal String without its leading zeros, a Numeric as octal
      # digits, anything else as it is
      def normalize_symbolic_mode(value)
        return nil if value.nil?
        return value.to_s(8) if value.is_a?(Numeric)
        return value.to_i(8).to_s(8) if value =~ /^0?[0-7]{1,4}$/
        value
      end

      # the mode modification gives from to_mode; is_a_directory makes X
      # add execute bits
      def symbolic_mode_to_int(modification, to_mode = 0, is_a_directory = false)
        raise Puppet::Error, 'An empty mode string is illegal' if modification.nil? || modification == ''
        return modification.to_i(8) if modification =~ /^[0-7]+$/
        raise Puppet::Error, 'Numeric modes must be in octal, not decimal!' if modification =~ /^\d+$/
        raise "non-numeric current mode (#{to_mode.inspect})" unless to_mode.is_a?(Numeric)

        any_exec = (to_mode & 0o111) != 0
        bits = {
          's' => (to_mode & 0o7000) >> 9, 'u' => (to_mode & 0o700) >> 6,
          'g' => (to_mode & 0o70) >> 3, 'o' => to_mode & 0o7
        }
        modification.split(/\s*,\s*/).each do |part|
          begin
            punch_symbolic_part(bits, part, any_exec, is_a_directory)
          rescue Puppet::Error => e
            where = part.inspect == modification.inspect ? '' : " at #{part.inspect}"
            raise Puppet::Error, "#{e}#{where} in symbolic mode #{modification.inspect}", e.backtrace
          end
        end
        (bits['s'] << 9) | (bits['u'] << 6) | (bits['g'] << 3) | bits['o']
      end

      private

      # one comma-separated part: who ([ugoa]*, a when empty), then the
      # operators and permissions, each who starting from the bits as they
      # were before the part
      def punch_symbolic_part(bits, part, any_exec, is_a_directory)
        _, who, ops = /^([ugoa]*)([-+=].*)$/.match(part).to_a
        raise Puppet::Error, 'Missing action' if ops.nil?
        who = 'a' if who.nil? || who.empty?
        before = bits.dup
        who.gsub('a', 'ugo').chars.uniq.each do |w|
          value = before[w]
          op = nil
          ops.each_char do |c|
            case c
            when '-', '+', '='
              op = c
              value = 0 if c == '='
            when 'u', 'g', 'o'
              value = punch_symbolic_op(op, value, before[c])
            when 'r', 'w', 'x'
              value = punch_symbolic_op(op, value, SymbolicMode[c])
            when 'X'
              raise Puppet::Error, "X only works with the '+' operator" unless op == '+'
              value = punch_symbolic_op(op, value, ExecBit) if is_a_directory || any_exec
            when 's', 't'
              bit = SymbolicSpecialToBit[c][w] or raise 'internal error'
              bits['s'] = punch_symbolic_op(op, bits['s'], bit)
            else
              raise Puppet::Error, 'Unknown operation'
            end
          end
          bits[w] = value
        end
      end

      def punch_symbolic_op(op, value, bit)
        case op
        when '=', '+' then value | bit
        when '-' then value & ~bit
        else raise Puppet::Error, 'Missing operation (-, =, or +)'
        end
      end
    end
  end
end
