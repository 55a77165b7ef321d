# Records what Puppet 7's fileserver.conf parser makes of each case, for
# TestParseMountConfigMatchesPuppet. Run from api/fileserve:
#   ruby testdata/fileserverconf_gen.rb > testdata/fileserverconf_puppet.json
# $DIR in a case is a directory holding "site" and "other" (and no
# "missing"); file names are reported as $FILE.
require 'puppet'
require 'puppet/file_serving/configuration'
require 'json'
require 'tmpdir'

CASES = {
  'basic' => "# comment\n\n[site]\n  path $DIR/site\n  allow *\n",
  'two_mounts' => "[site]\npath $DIR/site\n[other]\npath $DIR/other\n",
  'trailing_comment' => "[site]\n  path $DIR/site # the site files\n",
  'hash_in_value' => "[site]\n  path $DIR/site#x\n",
  'header_anywhere' => "text [site] more\npath $DIR/site\n",
  'header_then_text' => "[site] path $DIR/other\npath $DIR/site\n",
  'dash_name' => "[my-files]\npath $DIR/site\n",
  'expandable' => "[nodes]\npath $DIR/%H/files\n[hosts]\npath $DIR/%h/%d/%%/%x\n",
  'missing_dir' => "[gone]\npath $DIR/missing\n[site]\npath $DIR/site\n",
  'missing_dir_then_path' => "[gone]\npath $DIR/missing\npath $DIR/site\n",
  'no_path' => "[site]\nallow *\n",
  'allow_deny' => "[site]\npath $DIR/site\nallow *.example.com\ndeny evil.example.com\nallow *\n",
  'equals' => "[site]\npath = $DIR/site\n",
  'bad_argument' => "[site]\npath $DIR/site\nowner root\n",
  'bad_entry' => "[site]\npath $DIR/site\njustoneword\n",
  'duplicate' => "[site]\npath $DIR/site\n[site]\npath $DIR/other\n",
  'builtin_with_path' => "[modules]\npath $DIR/site\n[plugins]\n[tasks]\n[scripts]\n[locales]\n",
  'pluginfacts_custom' => "[pluginfacts]\npath $DIR/site\n",
  'pluginfacts_no_path' => "[pluginfacts]\n",
  'crlf' => "[site]\r\npath $DIR/site\r\n",
  'tabs' => "[site]\n\tpath\t$DIR/site\t\n",
  'unicode_header' => "[sité]\npath $DIR/site\n",
  'empty' => "",
  'only_comments' => "# a\n   # b\n\n",
  'no_trailing_newline' => "[site]\npath $DIR/site",
  'space_in_path' => "[site]\npath $DIR/site with space\n",
}

Dir.mktmpdir do |dir|
  Dir.mkdir(File.join(dir, 'site'))
  Dir.mkdir(File.join(dir, 'other'))
  out = CASES.map do |name, src|
    file = File.join(dir, "#{name}.conf")
    File.write(file, src.gsub('$DIR', dir))
    collected = []
    dest = Puppet::Test::LogCollector.new(collected)
    Puppet::Util::Log.newdestination(dest)
    result = { 'name' => name, 'src' => src }
    begin
      mounts = Puppet::FileServing::Configuration::Parser.new(file).parse
      result['mounts'] = mounts.keys.sort.map do |k|
        m = mounts[k]
        { 'name' => k, 'class' => m.class.name.split('::').last, 'path' => m.instance_variable_get(:@path).to_s.gsub(dir, '$DIR') }
      end
    rescue Exception => e
      result['error'] = e.message.gsub(file, '$FILE').gsub(dir, '$DIR')
    ensure
      Puppet::Util::Log.close(dest)
    end
    result['logs'] = collected.map { |l| "#{l.level}: #{l.message}".gsub(file, '$FILE').gsub(dir, '$DIR').lines.first.chomp }
    result
  end
  puts JSON.pretty_generate(out)
end
