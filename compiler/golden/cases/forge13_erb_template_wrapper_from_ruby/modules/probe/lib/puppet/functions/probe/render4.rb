# Written for this case: templates rendered from a 4.x module function (call_function to epp/inline_epp/template/
# inline_template/file), as config-building functions do.
Puppet::Functions.create_function(:'probe::render4') do
  dispatch :run do
  end

  def run
    {
      'epp' => call_function('epp', 'probe/t.epp', { 'who' => 'four' }),
      'inline_epp' => call_function('inline_epp', '<%= $a %>+<%= $b %>', { 'a' => 1, 'b' => [2] }),
      'template' => call_function('template', 'probe/t.erb'),
      'inline_template' => call_function('inline_template', '<%= [1, 2].sum %>'),
      'file' => call_function('file', 'probe/f.txt'),
    }
  end
end
