# QA-FORGE-7: voxpupuli-gitlab's gitlab::cirunner::cmd_str (code index) with the values as a String.
notice(gitlab::cirunner::cmd_str('tags', 'linux,docker'))
