Puppet::Functions.create_function(:'m28::via_call_function') do
  def via_call_function
    [call_function('create_resources', 'notify', {'h' => {}}),
     call_function('m28_statement', 'three'),
     call_function('m28_rvalue', 'four')]
  end
end
