# frozen_string_literal: true

# systemd-escape: escape a string (or a path, with --path) for use in a unit name.
Puppet::Functions.create_function(:'sysx::escape') do
  dispatch :escape do
    param 'String', :input
    optional_param 'Boolean', :path
  end

  def escape(input, path = false)
    s = input.dup
    if path
      s = s.squeeze('/').sub(%r{\A/}, '').chomp('/')
      return '-' if s.empty?
    end
    out = +''
    s.each_byte.with_index do |b, i|
      c = b.chr
      out << if c == '/'
               '-'
             elsif (i.zero? && c == '.') || !c.match?(/[[:alnum:]:_.]/n) || b > 127
               format('\\x%02x', b)
             else
               c
             end
    end
    out
  end
end
