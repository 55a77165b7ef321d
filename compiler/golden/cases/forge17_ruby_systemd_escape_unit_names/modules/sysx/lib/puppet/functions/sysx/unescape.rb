# frozen_string_literal: true

# The reverse of sysx::escape.
Puppet::Functions.create_function(:'sysx::unescape') do
  dispatch :unescape do
    param 'String', :input
    optional_param 'Boolean', :path
  end

  def unescape(input, path = false)
    s = input.gsub('-', '/').gsub(/\\x(\h{2})/) { Regexp.last_match(1).hex.chr }
    s = s.dup.force_encoding(Encoding::UTF_8)
    s = "/#{s}" if path
    s.valid_encoding? ? s : s.scrub('?')
  end
end
