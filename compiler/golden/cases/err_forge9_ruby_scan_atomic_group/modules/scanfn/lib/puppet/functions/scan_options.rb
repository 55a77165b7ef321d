# Written for this case (QA-FORGE-9): puppetlabs-accounts' accounts_ssh_options_parser without its
# frozen_string_literal comment (which makes the published function raise FrozenError, see
# err_forge9_accounts_ssh_options_frozen), so its String#scan with \G, an atomic group and six groups runs.
Puppet::Functions.create_function(:scan_options) do
  dispatch :scan_options do
    param 'String', :str
  end

  def scan_options(str)
    words = []
    field = ''
    str.scan(%r{\G\,*(?>([^\,\\\'\"]+)|'([^\']*)'|("(?:[^\"\\]|\\.)*")|(\\.?)|(\S))(\,|\z)?}m) do |word, sq, dq, esc, garbage, sep|
      raise ArgumentError, _('Unmatched double quote: %{str_inspect}') % { str_inspect: str.inspect } if garbage

      field << (word || sq || dq || esc.gsub(%r{\\(.)}, '\\1'))
      field.gsub(%r{\\=}, '\\=\"')
      if sep
        words << field
        field = ''
      end
    end
    words
  end
end
