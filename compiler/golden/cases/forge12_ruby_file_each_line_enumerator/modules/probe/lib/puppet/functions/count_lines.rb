# Written for this case: counting a file's lines through each_line's enumerator (no block), as module helpers do.
Puppet::Functions.create_function(:count_lines) do
  def count_lines
    File.open(__FILE__) { |f| f.each_line.count }
  end
end
