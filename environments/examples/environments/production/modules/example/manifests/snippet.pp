# @summary One "key = value" file in a directory.
define example::snippet (
  String $dir,
  Scalar $value,
) {
  file { "${dir}/${title}.conf":
    ensure  => file,
    content => epp('example/snippet.epp', { 'key' => $title, 'value' => $value }),
    require => File[$dir],
  }
}
