class site_cfg (
  String $slurm_partition,
  Array[String] $mounts,
  String $admin,
) {
  notice("partition ${slurm_partition} mounts ${mounts} admin ${admin}")
}
