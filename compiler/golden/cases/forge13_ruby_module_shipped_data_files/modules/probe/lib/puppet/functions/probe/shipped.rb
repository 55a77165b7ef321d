# Written for this case: a module function reading data files it ships, located from __FILE__ / __dir__
# (YAML tables, JSON, a directory of snippets), as lookup-table functions do.
require 'yaml'
require 'json'

Puppet::Functions.create_function(:'probe::shipped') do
  dispatch :run do
  end

  def run
    moddir = File.expand_path('../../../..', File.dirname(__FILE__))
    {
      'yaml' => YAML.load_file(File.join(moddir, 'data', 'table.yaml')),
      'yaml_safe' => YAML.safe_load(File.read(File.expand_path('../../../../../data/table.yaml', __FILE__))),
      'json' => JSON.parse(File.read(File.join(moddir, 'files', 'x.json'))),
      'glob' => Dir.glob(File.join(moddir, 'files', 'conf.d', '*.conf')).map { |f| File.basename(f) },
      'glob_sorted' => Dir[File.join(moddir, 'files', 'conf.d', '*')].sort.map { |f| File.read(f).strip },
      'entries' => Dir.entries(File.join(moddir, 'files', 'conf.d')).reject { |e| e.start_with?('.') }.sort,
      'exist' => [File.exist?(File.join(moddir, 'data')), File.directory?(File.join(moddir, 'files')), File.file?(File.join(moddir, 'nope'))],
      'basename' => File.basename(moddir),
      'dunder_dir' => __dir__.sub(%r{.*/(modules/)}, '\1'),
      'foreach' => File.foreach(File.join(moddir, 'data', 'table.yaml')).map(&:chomp),
    }
  end
end
