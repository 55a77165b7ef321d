# Written for this case: resource references built in module Ruby from names with leading colons and other
# letter cases (Puppet::Resource.new, type_and_title), each result or its exception class and message.
Puppet::Functions.create_function(:'probe::refs') do
  dispatch :run do
  end

  def run
    [['::file', '/x'], ['FILE', '/y'], ['::site::thing', 'a'], ['Site::thing', 'b'], ['class', '::app'], ['Class', 'app::Sub']].map do |t, n|
      begin
        r = Puppet::Resource.new(t, n)
        [r.to_s, r.type, r.title]
      rescue StandardError => e
        "#{e.class}: #{e.message}"
      end
    end + [Puppet::Resource.type_and_title('::File[/z]', nil), Puppet::Resource.type_and_title('Site::Thing[q]', nil)]
  end
end
